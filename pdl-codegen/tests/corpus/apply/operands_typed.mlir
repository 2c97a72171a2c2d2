// pdl.operands typed by a constant pdl.types [i32, i32]: exactly two i32 operands match.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types : [i32, i32]
    %args = pdl.operands : %ts
    %root = pdl.operation "test.op"(%args : !pdl.range<value>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%args : !pdl.range<value>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i32
  %1 = "x.src"() : () -> i64
  "test.op"(%0, %0) : (i32, i32) -> ()
  "test.op"(%0) : (i32) -> ()
  "test.op"(%0, %1) : (i32, i64) -> ()
  "test.op"(%0, %0, %0) : (i32, i32, i32) -> ()
}
