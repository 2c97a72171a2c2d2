// An op created by one rewrite becomes the producer that lets another pattern match its consumer.
module @patterns {
  pdl.pattern @make_const : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "x.zero_like" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %z = pdl.attribute = 0 : i64
      %n = pdl.operation "x.const" {"value" = %z} -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
  pdl.pattern @add_zero : benefit(1) {
    %t = pdl.type
    %z = pdl.attribute = 0 : i64
    %c = pdl.operation "x.const" {"value" = %z} -> (%t : !pdl.type)
    %cr = pdl.result 0 of %c
    %x = pdl.operand
    %root = pdl.operation "x.add"(%x, %cr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%x : !pdl.value)
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.zero_like"() : () -> i32
  %2 = "x.add"(%0, %1) : (i32, i32) -> i32
  %3 = "x.add"(%2, %1) : (i32, i32) -> i32
  "x.use"(%3) : (i32) -> ()
}
