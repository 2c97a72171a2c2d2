"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "while"}> ({
    %7 = "u.get_some_value"() : () -> i32
    %8 = "u.get_some_value"() : () -> f32
    %9:2 = "scf.while"(%7, %8) ({
    ^bb0(%arg2: i32, %arg3: f32):
      %11:2 = "u.some_operation"(%arg2, %arg3) : (i32, f32) -> (i64, f64)
      %12 = "u.some_condition"(%arg2, %arg3) : (i32, f32) -> i1
      "scf.condition"(%12, %11#0, %11#1) : (i1, i64, f64) -> ()
    }, {
    ^bb0(%arg0: i64, %arg1: f64):
      %10:2 = "u.some_operation"(%arg0, %arg1) : (i64, f64) -> (i32, f32)
      "scf.yield"(%10#0, %10#1) : (i32, f32) -> ()
    }) {foo = "bar"} : (i32, f32) -> (i64, f64)
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "infinite_while"}> ({
    %6 = "arith.constant"() <{value = true}> : () -> i1
    "scf.while"() ({
      "scf.condition"(%6) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i64, sym_name = "execute_region"}> ({
    %0 = "scf.execute_region"() ({
      %5 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "scf.yield"(%5) : (i64) -> ()
    }) : () -> i64
    %1:2 = "scf.execute_region"() ({
      %4 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      "scf.yield"(%4, %4) : (i64, i64) -> ()
    }) : () -> (i64, i64)
    %2 = "scf.execute_region"() <{no_inline}> ({
      %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%3) : (i32) -> ()
    }) {u.mark} : () -> i32
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

