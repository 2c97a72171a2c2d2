"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "loop"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    %0 = "test.const"() {value = 0 : index} : () -> index
    %1 = "test.constant1"() {value = 1 : index} : () -> index
    "test.jmp"(%0, %arg1)[^bb1] : (index, f32) -> ()
  ^bb1(%2: index, %3: f32):  // 2 preds: ^bb0, ^bb2
    %4 = "test.icmp"(%2, %arg0) {predicate = "slt"} : (index, index) -> i1
    "test.cond_br"(%4, %3)[^bb2, ^bb3] : (i1, f32) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "test.ld"(%2) {align = 4 : i64, volatile} : (index) -> f32
    %6 = "test.fadd"(%3, %5) <{fastmath = #foo.fastmath<fast>}> : (f32, f32) -> f32
    %7 = "test.iadd"(%2, %1) : (index, index) -> index
    "test.jmp"(%7, %6)[^bb1] : (index, f32) -> ()
  ^bb3:  // pred: ^bb1
    "test.region_op"() ({
    ^bb0(%arg2: f32):
      %8 = "test.mul"(%arg2, %3) : (f32, f32) -> f32
      "test.yield"(%8) : (f32) -> ()
    }, {
      "test.yield"() : () -> ()
    }) {tag = "inner"} : () -> ()
    "func.return"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

