// arith: defaults filled in, inherent attributes moved out of the discardable dictionary,
// optional properties left absent, other attributes kept.
"func.func"() <{function_type = (i32, f32, f64, index) -> (), sym_name = "arith"}> ({
^bb0(%a: i32, %b: f32, %d: f64, %i: index):
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addf"(%b, %b) {fastmath = #arith.fastmath<fast>, foo = 1} : (f32, f32) -> f32
  %2 = "arith.subi"(%a, %a) {overflowFlags = #arith.overflow<nsw, nuw>} : (i32, i32) -> i32
  %3 = "arith.muli"(%a, %a) <{overflowFlags = #arith.overflow<nuw>}> {bar} : (i32, i32) -> i32
  %4 = "arith.shli"(%a, %a) : (i32, i32) -> i32
  %5 = "arith.andi"(%a, %a) {baz = "x"} : (i32, i32) -> i32
  %6 = "arith.divsi"(%a, %a) : (i32, i32) -> i32
  %7 = "arith.divui"(%a, %a) {isExact} : (i32, i32) -> i32
  %8 = "arith.shrsi"(%a, %a) <{isExact}> : (i32, i32) -> i32
  %9 = "arith.cmpi"(%a, %a) {predicate = 2 : i64} : (i32, i32) -> i1
  %10 = "arith.cmpf"(%b, %b) {predicate = 1 : i64, z = 0 : i32} : (f32, f32) -> i1
  %11 = "arith.cmpf"(%b, %b) <{fastmath = #arith.fastmath<nnan>, predicate = 3 : i64}> : (f32, f32) -> i1
  %12 = "arith.constant"() {value = 3 : i32} : () -> i32
  %13 = "arith.constant"() <{value = dense<1.0> : tensor<2xf32>}> {note = 1} : () -> tensor<2xf32>
  %14 = "arith.extf"(%b) : (f32) -> f64
  %15 = "arith.extf"(%b) {fastmath = #arith.fastmath<contract>} : (f32) -> f64
  %16 = "arith.truncf"(%d) : (f64) -> f32
  %17 = "arith.truncf"(%d) {roundingmode = 1 : i32} : (f64) -> f32
  %18 = "arith.trunci"(%a) : (i32) -> i8
  %19 = "arith.negf"(%b) : (f32) -> f32
  %20 = "arith.maximumf"(%b, %b) : (f32, f32) -> f32
  %21 = "arith.minnumf"(%b, %b) {fastmath = #arith.fastmath<reassoc,arcp>} : (f32, f32) -> f32
  %22 = "arith.select"(%9, %a, %a) : (i1, i32, i32) -> i32
  %23 = "arith.index_cast"(%i) : (index) -> i32
  %24 = "arith.remf"(%b, %b) : (f32, f32) -> f32
  %25 = "arith.divf"(%b, %b) : (f32, f32) -> f32
  %26 = "arith.subf"(%b, %b) : (f32, f32) -> f32
  %27 = "arith.mulf"(%b, %b) : (f32, f32) -> f32
  %28 = "arith.minimumf"(%b, %b) : (f32, f32) -> f32
  %29 = "arith.maxnumf"(%b, %b) : (f32, f32) -> f32
  %30 = "arith.shrui"(%a, %a) : (i32, i32) -> i32
  %31:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i1)
  %32 = "arith.addi"(%a, %a) <{}> {overflowFlags = 7} : (i32, i32) -> i32
  %33 = "arith.addi"(%a, %a) <{foo = 1}> : (i32, i32) -> i32
  %34 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
