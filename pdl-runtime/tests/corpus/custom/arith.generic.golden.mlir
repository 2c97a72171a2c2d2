"builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg3: i32, %arg4: i32, %arg5: vector<4xi32>, %arg6: tensor<8x8xi64>):
    %23 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %24 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %25 = "arith.subi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %26 = "arith.muli"(%arg3, %arg4) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %27 = "arith.divsi"(%arg3, %arg4) : (i32, i32) -> i32
    %28 = "arith.divui"(%arg3, %arg4) <{isExact}> : (i32, i32) -> i32
    %29 = "arith.shrui"(%arg3, %arg4) <{isExact}> : (i32, i32) -> i32
    %30 = "arith.andi"(%arg5, %arg5) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %31 = "arith.xori"(%arg6, %arg6) : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi64>
    %32 = "arith.maxsi"(%arg3, %arg4) : (i32, i32) -> i32
    %33 = "arith.cmpi"(%arg3, %arg4) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %34 = "arith.cmpi"(%arg5, %arg5) <{predicate = 9 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %35 = "arith.cmpi"(%arg6, %arg6) <{predicate = 1 : i64}> : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %36 = "arith.extsi"(%arg3) : (i32) -> i64
    %37 = "arith.trunci"(%36) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i16
    %38 = "arith.index_cast"(%arg3) : (i32) -> index
    %39:2 = "arith.addui_extended"(%arg3, %arg4) : (i32, i32) -> (i32, i1)
    %40:2 = "arith.mului_extended"(%arg3, %arg4) : (i32, i32) -> (i32, i32)
    "t.ret"(%23) : (i32) -> ()
  }) : () -> ()
  "t.func"() ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<4xf64>):
    %11 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %12 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %13 = "arith.subf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %14 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
    %15 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %16 = "arith.cmpf"(%arg2, %arg2) <{fastmath = #arith.fastmath<nnan>, predicate = 13 : i64}> : (vector<4xf64>, vector<4xf64>) -> vector<4xi1>
    %17 = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %18 = "arith.extf"(%arg0) : (f32) -> f64
    %19 = "arith.truncf"(%18) : (f64) -> f32
    %20 = "arith.fptosi"(%arg0) : (f32) -> i32
    %21 = "arith.sitofp"(%20) : (i32) -> f32
    %22 = "arith.bitcast"(%arg0) : (f32) -> i32
    "t.ret"(%11) : (f32) -> ()
  }) : () -> ()
  "t.func"() ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = 42 : index}> : () -> index
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.constant"() <{value = false}> : () -> i1
    %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %8 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<4xf16>}> : () -> tensor<4xf16>
    %9 = "arith.constant"() <{value = 7 : i64}> {tag} : () -> i64
    %10 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    "t.ret"(%0, %6) : (i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

