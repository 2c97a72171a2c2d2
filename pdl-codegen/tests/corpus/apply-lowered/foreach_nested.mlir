// Already-lowered patterns (foreach_nested.mlir from MLIR's pdl-bytecode.mlir) applied by the VM.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %val1 = pdl_interp.get_result 0 of %root
    %ops1 = pdl_interp.get_users of %val1 : !pdl.value
    pdl_interp.foreach %op1 : !pdl.operation in %ops1 {
      %val2 = pdl_interp.get_result 0 of %op1
      %ops2 = pdl_interp.get_users of %val2 : !pdl.value
      pdl_interp.foreach %op2 : !pdl.operation in %ops2 {
        pdl_interp.record_match @rewriters::@success(%op2 : !pdl.operation) : benefit(1), loc([%root]) -> ^cont
      ^cont:
        pdl_interp.continue
      } -> ^cont
    ^cont:
      pdl_interp.continue
    } -> ^end
  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%matched : !pdl.operation) {
      %op = pdl_interp.create_operation "test.success"
      pdl_interp.erase %matched
      pdl_interp.finalize
    }
  }
}
module @ir {
  %0 = "test.op"() : () -> i32
  %1 = "test.op"(%0) : (i32) -> i32
  %2 = "test.op"(%1) : (i32) -> i32
  %3 = "test.op"(%1) : (i32) -> i32
  %4 = "test.op"(%0) : (i32) -> i32
  %5 = "test.op"(%4) : (i32) -> i32
  %6 = "test.op"(%4) : (i32) -> i32
}
