// patterns/separate_patterns.mlir and examples/separate_input.mlir of jerryzhao173985/mlir-pdl, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @addi_zero : benefit(2) {
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
  pdl.pattern @addf_zero : benefit(2) {
    %0 = type
    %1 = operand
    %2 = attribute = 0.000000e+00 : f64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.addf"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%1 : !pdl.value)
    }
  }
  pdl.pattern @muli_one : benefit(2) {
    %0 = type
    %1 = operand
    %2 = attribute = 1 : i32
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.muli"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%1 : !pdl.value)
    }
  }
  pdl.pattern @mulf_one : benefit(2) {
    %0 = type
    %1 = operand
    %2 = attribute = 1.000000e+00 : f64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.mulf"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%1 : !pdl.value)
    }
  }
  pdl.pattern @subi_self : benefit(3) {
    %0 = type
    %1 = operand
    %2 = operation "arith.subi"(%1, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %2 {
      %3 = attribute = 0 : i32
      %4 = operation "arith.constant"  {"value" = %3} -> (%0 : !pdl.type)
      %5 = result 0 of %4
      replace %2 with(%5 : !pdl.value)
    }
  }
  pdl.pattern @subf_self : benefit(3) {
    %0 = type
    %1 = operand
    %2 = operation "arith.subf"(%1, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %2 {
      %3 = attribute = 0.000000e+00 : f64
      %4 = operation "arith.constant"  {"value" = %3} -> (%0 : !pdl.type)
      %5 = result 0 of %4
      replace %2 with(%5 : !pdl.value)
    }
  }
  pdl.pattern @divi_self : benefit(3) {
    %0 = type
    %1 = operand
    %2 = operation "arith.divsi"(%1, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %2 {
      %3 = attribute = 1 : i32
      %4 = operation "arith.constant"  {"value" = %3} -> (%0 : !pdl.type)
      %5 = result 0 of %4
      replace %2 with(%5 : !pdl.value)
    }
  }
  pdl.pattern @divf_self : benefit(3) {
    %0 = type
    %1 = operand
    %2 = operation "arith.divf"(%1, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %2 {
      %3 = attribute = 1.000000e+00 : f64
      %4 = operation "arith.constant"  {"value" = %3} -> (%0 : !pdl.type)
      %5 = result 0 of %4
      replace %2 with(%5 : !pdl.value)
    }
  }
  pdl.pattern @muli_zero : benefit(3) {
    %0 = type
    %1 = operand
    %2 = attribute = 0 : i32
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.muli"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%4 : !pdl.value)
    }
  }
  pdl.pattern @zero_muli : benefit(3) {
    %0 = type
    %1 = operand
    %2 = attribute = 0 : i32
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.muli"(%4, %1 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%4 : !pdl.value)
    }
  }
  pdl.pattern @mulf_zero : benefit(3) {
    %0 = type
    %1 = operand
    %2 = attribute = 0.000000e+00 : f64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.mulf"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%4 : !pdl.value)
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32), sym_name = "test_integer_optimizations"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %14 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "arith.addi"(%arg5, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.muli"(%arg6, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "arith.subi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.muli"(%arg6, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%16, %17, %18, %19) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> (f64, f64, f64, f64), sym_name = "test_float_optimizations"}> ({
  ^bb0(%arg3: f64, %arg4: f64):
    %8 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %10 = "arith.addf"(%arg3, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %11 = "arith.mulf"(%arg4, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %12 = "arith.subf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %13 = "arith.divf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%10, %11, %12, %13) : (f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "complex_expression"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.muli"(%arg2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.addi"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
