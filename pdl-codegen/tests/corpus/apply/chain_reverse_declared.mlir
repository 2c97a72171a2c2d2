// Fixpoint chain declared in reverse order (C -> D first): the result is the same, all ops end as D.
module @patterns {
  pdl.pattern @c_to_d : benefit(1) {
    %root = pdl.operation "x.c"
    pdl.rewrite %root {
      %n = pdl.operation "x.d"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @b_to_c : benefit(1) {
    %root = pdl.operation "x.b"
    pdl.rewrite %root {
      %n = pdl.operation "x.c"
      pdl.replace %root with %n
    }
  }
  pdl.pattern @a_to_b : benefit(1) {
    %root = pdl.operation "x.a"
    pdl.rewrite %root {
      %n = pdl.operation "x.b"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "x.a"() : () -> ()
  "x.c"() : () -> ()
  "x.a"() : () -> ()
}
