// Already-lowered patterns (apply_rewrite_ranges.mlir from MLIR's pdl-bytecode.mlir) applied by the VM.
module @patterns {
  pdl_interp.func @matcher(%root : !pdl.operation) {
    pdl_interp.check_operation_name of %root is "test.op" -> ^pat, ^end

  ^pat:
    pdl_interp.record_match @rewriters::@success(%root : !pdl.operation) : benefit(1), loc([%root]) -> ^end

  ^end:
    pdl_interp.finalize
  }

  module @rewriters {
    pdl_interp.func @success(%root : !pdl.operation) {
      %operands, %types = pdl_interp.apply_rewrite "var_creator"(%root : !pdl.operation) : !pdl.range<value>, !pdl.range<type>
      %op = pdl_interp.create_operation "test.success"(%operands : !pdl.range<value>) -> (%types : !pdl.range<type>)
      pdl_interp.replace %root with (%operands : !pdl.range<value>)
      pdl_interp.finalize
    }
  }
}
module @ir {
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> f32
  %2:2 = "test.op"(%0, %1) : (i32, f32) -> (i32, f32)
  "test.use"(%2#0, %2#1) : (i32, f32) -> ()
}
