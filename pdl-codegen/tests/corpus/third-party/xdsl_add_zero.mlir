// tests/filecheck/transforms/apply-pdl/apply_pdl_add_zero.mlir of xdslproject/xdsl, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern : benefit(2) {
    %0 = type
    %1 = operand
    %2 = attribute = 0 : i32
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addi"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%1 : !pdl.value)
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = () -> i32, sym_name = "impl"}> ({
    %6 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.addi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
