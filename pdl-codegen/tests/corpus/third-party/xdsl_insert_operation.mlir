// tests/filecheck/transforms/apply-pdl/apply_pdl_insert_operation.mlir of xdslproject/xdsl, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern : benefit(1) {
    %0 = attribute = 0 : i64
    %1 = operation "test.op"  {"attr" = %0}
    rewrite %1 {
      %2 = attribute = 1 : i64
      %3 = operation "test.op"  {"attr" = %2}
      %4 = attribute = "extra"
      %5 = operation "test.op"  {"attr" = %4}
      replace %1 with %3
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "test.op"() {attr = 0 : i64} : () -> ()
}) : () -> ()
