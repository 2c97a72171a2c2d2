module {
  "t.func"() ({
  ^bb0(%arg0: f64, %arg1: f64, %arg2: i64):
    %0 = arith.cmpf false, %arg0, %arg1 : f64
    %1 = arith.cmpf oeq, %arg0, %arg1 : f64
    %2 = arith.cmpf ogt, %arg0, %arg1 fastmath<fast> : f64
    %3 = arith.cmpf oge, %arg0, %arg1 : f64
    %4 = arith.cmpf ole, %arg0, %arg1 : f64
    %5 = arith.cmpf one, %arg0, %arg1 : f64
    %6 = arith.cmpf ord, %arg0, %arg1 : f64
    %7 = arith.cmpf ueq, %arg0, %arg1 : f64
    %8 = arith.cmpf ugt, %arg0, %arg1 : f64
    %9 = arith.cmpf uge, %arg0, %arg1 : f64
    %10 = arith.cmpf ult, %arg0, %arg1 : f64
    %11 = arith.cmpf ule, %arg0, %arg1 : f64
    %12 = arith.cmpf uno, %arg0, %arg1 : f64
    %13 = arith.cmpf true, %arg0, %arg1 : f64
    %14 = arith.cmpi sle, %arg2, %arg2 : i64
    %15 = arith.cmpi sgt, %arg2, %arg2 {attr = "x"} : i64
    %16 = arith.cmpi ugt, %arg2, %arg2 : i64
    %17 = arith.cmpi ule, %arg2, %arg2 : i64
    %18 = arith.addf %arg0, %arg1 fastmath<reassoc,nnan,nsz,afn> : f64
    %19 = arith.addf %arg0, %arg1 : f64
    %20 = arith.shli %arg2, %arg2 overflow<nsw> {tag = [1, 2]} : i64
    %21 = arith.shrsi %arg2, %arg2 exact : i64
    %c1_i64 = arith.constant 1 : i64
    %c1_i64_0 = arith.constant 1 : i64
    %c1_i64_1 = arith.constant 1 : i64
    %c5_i8 = arith.constant 5 : i8
    %c-3 = arith.constant -3 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant dense<true> : vector<2xi1>
    "t.use"(%c1_i64, %c1_i64_0, %c1_i64_1, %c5_i8, %c-3, %cst, %cst_2) : (i64, i64, i64, i8, index, f64, vector<2xi1>) -> ()
  }) : () -> ()
}

