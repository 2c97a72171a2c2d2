"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32, f64, index) -> (), sym_name = "arith"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: f64, %arg3: index):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> {foo = 1 : i64} : (f32, f32) -> f32
    %2 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nuw>}> {bar} : (i32, i32) -> i32
    %4 = "arith.shli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.andi"(%arg0, %arg0) {baz = "x"} : (i32, i32) -> i32
    %6 = "arith.divsi"(%arg0, %arg0) : (i32, i32) -> i32
    %7 = "arith.divui"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
    %8 = "arith.shrsi"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
    %9 = "arith.cmpi"(%arg0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %10 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> {z = 0 : i32} : (f32, f32) -> i1
    %11 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan>, predicate = 3 : i64}> : (f32, f32) -> i1
    %12 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<2xf32>}> {note = 1 : i64} : () -> tensor<2xf32>
    %14 = "arith.extf"(%arg1) : (f32) -> f64
    %15 = "arith.extf"(%arg1) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f64
    %16 = "arith.truncf"(%arg2) : (f64) -> f32
    %17 = "arith.truncf"(%arg2) <{roundingmode = 1 : i32}> : (f64) -> f32
    %18 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %19 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %20 = "arith.maximumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %21 = "arith.minnumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<reassoc,arcp>}> : (f32, f32) -> f32
    %22 = "arith.select"(%9, %arg0, %arg0) : (i1, i32, i32) -> i32
    %23 = "arith.index_cast"(%arg3) : (index) -> i32
    %24 = "arith.remf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %25 = "arith.divf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %26 = "arith.subf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %27 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %28 = "arith.minimumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %29 = "arith.maxnumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %30 = "arith.shrui"(%arg0, %arg0) : (i32, i32) -> i32
    %31:2 = "arith.addui_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i1)
    %32 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %33 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i30
    %34 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

