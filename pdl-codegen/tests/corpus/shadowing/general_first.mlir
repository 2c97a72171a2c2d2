module @patterns {
  pdl.pattern @general : benefit(1) {
    %t = pdl.type : i32
    %r = pdl.operation -> (%t : !pdl.type)
    pdl.rewrite %r {
      %u = pdl.type : i64
      %n = pdl.operation "test.from_general" -> (%u : !pdl.type)
      pdl.replace %r with %n
    }
  }
  pdl.pattern @first : benefit(1) {
    %t = pdl.type : i32
    %r = pdl.operation "test.a" -> (%t : !pdl.type)
    pdl.rewrite %r {
      %u = pdl.type : i64
      %n = pdl.operation "test.from_first" -> (%u : !pdl.type)
      pdl.replace %r with %n
    }
  }
  pdl.pattern @second : benefit(1) {
    %t = pdl.type : i32
    %r = pdl.operation "test.a" -> (%t : !pdl.type)
    pdl.rewrite %r {
      %u = pdl.type : i64
      %n = pdl.operation "test.from_second" -> (%u : !pdl.type)
      pdl.replace %r with %n
    }
  }
}
module @ir {
  %0 = "test.a"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}
