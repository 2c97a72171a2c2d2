// arith operations in custom form in unregistered function-like wrappers (from mlir/test/Dialect/Arith/ops.mlir, cut).
"t.func"() ({
^bb0(%a: i32, %b: i32, %v: vector<4xi32>, %t: tensor<8x8xi64>):
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> : i32
  %3 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divui %a, %b exact : i32
  %6 = arith.shrui %a, %b exact : i32
  %7 = arith.andi %v, %v : vector<4xi32>
  %8 = arith.xori %t, %t : tensor<8x8xi64>
  %9 = arith.maxsi %a, %b : i32
  %10 = arith.cmpi slt, %a, %b : i32
  %11 = arith.cmpi uge, %v, %v : vector<4xi32>
  %12 = arith.cmpi ne, %t, %t : tensor<8x8xi64>
  %14 = arith.extsi %a : i32 to i64
  %15 = arith.trunci %14 overflow<nsw> : i64 to i16
  %16 = arith.index_cast %a : i32 to index
  %17:2 = arith.addui_extended %a, %b : i32, i1
  %18, %19 = arith.mului_extended %a, %b : i32
  "t.ret"(%0) : (i32) -> ()
}) : () -> ()

"t.func"() ({
^bb0(%a: f32, %b: f32, %v: vector<4xf64>):
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %a, %b fastmath<fast> : f32
  %2 = arith.subf %a, %b fastmath<nnan,ninf> : f32
  %3 = arith.negf %a fastmath<contract> : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf une, %v, %v fastmath<nnan> : vector<4xf64>
  %6 = arith.maximumf %a, %b : f32
  %7 = arith.extf %a : f32 to f64
  %8 = arith.truncf %7 : f64 to f32
  %9 = arith.fptosi %a : f32 to i32
  %10 = arith.sitofp %9 : i32 to f32
  %11 = arith.bitcast %a : f32 to i32
  "t.ret"(%0) : (f32) -> ()
}) : () -> ()

"t.func"() ({
  %0 = arith.constant 0 : i32
  %1 = arith.constant 0 : i32
  %2 = arith.constant -1 : i8
  %3 = arith.constant 42 : index
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 1.0 : f32
  %7 = arith.constant dense<[1, 2]> : vector<2xi32>
  %8 = arith.constant dense<0.5> : tensor<4xf16>
  %9 = arith.constant {tag} 7 : i64
  %10 = arith.constant 0x7FC00000 : f32
  "t.ret"(%0, %6) : (i32, f32) -> ()
}) : () -> ()
