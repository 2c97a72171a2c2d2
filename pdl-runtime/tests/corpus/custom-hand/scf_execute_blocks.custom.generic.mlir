"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "execute_region_blocks"}> ({
  ^bb0(%arg0: i1):
    "scf.execute_region"() ({
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"() : () -> ()
    }) : () -> ()
    %0 = "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.br"(%1)[^bb3] : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "cf.br"(%2)[^bb3] : (i32) -> ()
    ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
      "scf.yield"(%3) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

