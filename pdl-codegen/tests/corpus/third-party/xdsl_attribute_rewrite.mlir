// tests/filecheck/transforms/apply-pdl/apply_pdl_attribute_rewrite.mlir of xdslproject/xdsl, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern : benefit(2) {
    %0 = type
    %1 = attribute = 0 : i32
    %2 = operation "arith.constant"  {"value" = %1} -> (%0 : !pdl.type)
    rewrite %2 {
      %3 = attribute = 1 : i32
      %4 = operation "arith.constant"  {"value" = %3} -> (%0 : !pdl.type)
      replace %2 with %4
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
}) : () -> ()
