// Fixpoint chain: A -> B -> C -> D by three patterns; each new op is matched again until only D is left.
module @patterns {
  pdl.pattern @a_to_b : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "x.a" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.b" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
  pdl.pattern @b_to_c : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "x.b" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.c" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
  pdl.pattern @c_to_d : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "x.c" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.d" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.a"() : () -> i32
  %1 = "x.b"() : () -> i32
  %2 = "x.c"() : () -> i32
  "x.use"(%0, %1, %2) : (i32, i32, i32) -> ()
}
