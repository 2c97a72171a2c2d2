"builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: f64, %arg1: f64, %arg2: i64):
    %0 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %1 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %2 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>, predicate = 2 : i64}> : (f64, f64) -> i1
    %3 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %4 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %5 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %6 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %7 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %8 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %9 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %10 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %11 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %12 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %13 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    %14 = "arith.cmpi"(%arg2, %arg2) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %15 = "arith.cmpi"(%arg2, %arg2) <{predicate = 4 : i64}> {attr = "x"} : (i64, i64) -> i1
    %16 = "arith.cmpi"(%arg2, %arg2) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %17 = "arith.cmpi"(%arg2, %arg2) <{predicate = 7 : i64}> : (i64, i64) -> i1
    %18 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<reassoc,nnan,nsz,afn>}> : (f64, f64) -> f64
    %19 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %20 = "arith.shli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<nsw>}> {tag = [1, 2]} : (i64, i64) -> i64
    %21 = "arith.shrsi"(%arg2, %arg2) <{isExact}> : (i64, i64) -> i64
    %22 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %23 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %24 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %25 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %26 = "arith.constant"() <{value = -3 : index}> : () -> index
    %27 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %28 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    "t.use"(%22, %23, %24, %25, %26, %27, %28) : (i64, i64, i64, i8, index, f64, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

