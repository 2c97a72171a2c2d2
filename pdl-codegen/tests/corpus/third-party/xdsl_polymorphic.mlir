// tests/filecheck/transforms/apply-pdl/apply_pdl_polymorphic.mlir of xdslproject/xdsl, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern : benefit(1) {
    %0 = type
    %1 = attribute
    %2 = operation "arith.constant"  {"value" = %1} -> (%0 : !pdl.type)
    rewrite %2 {
      erase %2
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = 84 : i64}> : () -> i64
}) : () -> ()
