// tests/filecheck/transforms/apply-pdl/apply_pdl_property_rewrite.mlir of xdslproject/xdsl, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern : benefit(42) {
    %0 = attribute = i32
    %1 = operation "test.op"  {"prop1" = %0}
    rewrite %1 {
      %2 = attribute = i64
      %3 = operation "test.op"  {"prop1" = %2}
      replace %1 with %3
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "test.op"() <{prop1 = i32}> : () -> ()
}) : () -> ()
