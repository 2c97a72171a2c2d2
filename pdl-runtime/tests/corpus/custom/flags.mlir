// Predicates, flags and constant names (from mlir/test/Dialect/Arith/canonicalize.mlir and
// ops.mlir, cut): every cmpf predicate, fastmath and overflow combinations, attributes
// beside the format's, constants whose names are made unique.
"t.func"() ({
^bb0(%a: f64, %b: f64, %i: i64):
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b fastmath<fast> : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf ole, %a, %b : f64
  %5 = arith.cmpf one, %a, %b : f64
  %6 = arith.cmpf ord, %a, %b : f64
  %7 = arith.cmpf ueq, %a, %b : f64
  %8 = arith.cmpf ugt, %a, %b : f64
  %9 = arith.cmpf uge, %a, %b : f64
  %10 = arith.cmpf ult, %a, %b : f64
  %11 = arith.cmpf ule, %a, %b : f64
  %12 = arith.cmpf uno, %a, %b : f64
  %13 = arith.cmpf true, %a, %b : f64
  %14 = arith.cmpi sle, %i, %i : i64
  %15 = arith.cmpi sgt, %i, %i {attr = "x"} : i64
  %16 = arith.cmpi ugt, %i, %i : i64
  %17 = arith.cmpi ule, %i, %i : i64
  %18 = arith.addf %a, %b fastmath<reassoc,nnan,nsz,afn> : f64
  %19 = arith.addf %a, %b fastmath<none> : f64
  %20 = arith.shli %i, %i overflow<nsw> {tag = [1, 2]} : i64
  %21 = arith.shrsi %i, %i exact : i64
  %c1 = arith.constant 1 : i64
  %c1_0 = arith.constant 1 : i64
  %c1_1 = arith.constant 1 : i64
  %c = arith.constant 5 : i8
  %n = arith.constant -3 : index
  %z = arith.constant 0.0 : f64
  %s = arith.constant dense<true> : vector<2xi1>
  "t.use"(%c1, %c1_0, %c1_1, %c, %n, %z, %s) : (i64, i64, i64, i8, index, f64, vector<2xi1>) -> ()
}) : () -> ()
