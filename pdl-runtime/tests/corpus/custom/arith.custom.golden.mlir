module {
  "t.func"() ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: tensor<8x8xi64>):
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
    %2 = arith.subi %arg0, %arg1 overflow<nuw> : i32
    %3 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
    %4 = arith.divsi %arg0, %arg1 : i32
    %5 = arith.divui %arg0, %arg1 exact : i32
    %6 = arith.shrui %arg0, %arg1 exact : i32
    %7 = arith.andi %arg2, %arg2 : vector<4xi32>
    %8 = arith.xori %arg3, %arg3 : tensor<8x8xi64>
    %9 = arith.maxsi %arg0, %arg1 : i32
    %10 = arith.cmpi slt, %arg0, %arg1 : i32
    %11 = arith.cmpi uge, %arg2, %arg2 : vector<4xi32>
    %12 = arith.cmpi ne, %arg3, %arg3 : tensor<8x8xi64>
    %13 = arith.extsi %arg0 : i32 to i64
    %14 = arith.trunci %13 overflow<nsw> : i64 to i16
    %15 = arith.index_cast %arg0 : i32 to index
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    %low, %high = arith.mului_extended %arg0, %arg1 : i32
    "t.ret"(%0) : (i32) -> ()
  }) : () -> ()
  "t.func"() ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<4xf64>):
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
    %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf> : f32
    %3 = arith.negf %arg0 fastmath<contract> : f32
    %4 = arith.cmpf olt, %arg0, %arg1 : f32
    %5 = arith.cmpf une, %arg2, %arg2 fastmath<nnan> : vector<4xf64>
    %6 = arith.maximumf %arg0, %arg1 : f32
    %7 = arith.extf %arg0 : f32 to f64
    %8 = arith.truncf %7 : f64 to f32
    %9 = arith.fptosi %arg0 : f32 to i32
    %10 = arith.sitofp %9 : i32 to f32
    %11 = arith.bitcast %arg0 : f32 to i32
    "t.ret"(%0) : (f32) -> ()
  }) : () -> ()
  "t.func"() ({
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c-1_i8 = arith.constant -1 : i8
    %c42 = arith.constant 42 : index
    %true = arith.constant true
    %false = arith.constant false
    %cst = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<[1, 2]> : vector<2xi32>
    %cst_2 = arith.constant dense<5.000000e-01> : tensor<4xf16>
    %c7_i64 = arith.constant {tag} 7 : i64
    %cst_3 = arith.constant 0x7FC00000 : f32
    "t.ret"(%c0_i32, %cst) : (i32, f32) -> ()
  }) : () -> ()
}

