// patterns/patterns.pdl and examples/test_examples.mlir of jerryzhao173985/mlir-pdl, as mlir-opt-22 prints them (custom patterns, generic payload).
module @patterns {
  pdl.pattern @x_plus_zero : benefit(2) {
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
  pdl.pattern @x_minus_x : benefit(3) {
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
  pdl.pattern @x_div_x : benefit(3) {
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
  pdl.pattern @x_times_zero : benefit(2) {
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
  pdl.pattern @x_times_one : benefit(2) {
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
  pdl.pattern @x_div_one : benefit(2) {
    %0 = type
    %1 = operand
    %2 = attribute = 1.000000e+00 : f64
    %3 = operation "arith.constant"  {"value" = %2} -> (%0 : !pdl.type)
    %4 = result 0 of %3
    %5 = operation "arith.divf"(%1, %4 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type)
    rewrite %5 {
      replace %5 with(%1 : !pdl.value)
    }
  }
}
"builtin.module"() <{sym_name = "ir"}> ({
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_add_zero"}> ({
  ^bb0(%arg6: f64):
    %12 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %13 = "arith.addf"(%arg6, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%13) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_sub_self"}> ({
  ^bb0(%arg5: f64):
    %11 = "arith.subf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%11) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_div_self"}> ({
  ^bb0(%arg4: f64):
    %10 = "arith.divf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%10) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_mul_zero"}> ({
  ^bb0(%arg3: f64):
    %8 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %9 = "arith.mulf"(%arg3, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%9) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> f64, sym_name = "test_mul_one"}> ({
  ^bb0(%arg2: f64):
    %6 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %7 = "arith.mulf"(%arg2, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%7) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "test_complex"}> ({
  ^bb0(%arg0: f64, %arg1: f64):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2 = "arith.subf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %3 = "arith.addf"(%arg1, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %4 = "arith.mulf"(%3, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %5 = "arith.divf"(%4, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%5) : (f64) -> ()
  }) : () -> ()
}) : () -> ()
