// Patterns on "test.op" do not touch func.func, func.return or func.call, even when their shapes are similar.
module @patterns {
  pdl.pattern : benefit(1) {
    %args = pdl.operands
    %ts = pdl.types
    %root = pdl.operation "test.op"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    pdl.rewrite %root {
      %n = pdl.operation "test.success"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func private @callee(i32) -> i32
  func.func @f(%arg0: i32) -> i32 {
    %0 = func.call @callee(%arg0) : (i32) -> i32
    %1 = "test.op"(%0) : (i32) -> i32
    return %1 : i32
  }
}
