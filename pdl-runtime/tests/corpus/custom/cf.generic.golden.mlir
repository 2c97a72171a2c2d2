"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i1), sym_name = "callee"}> ({
  ^bb0(%arg2: i32):
    %5 = "arith.constant"() <{value = true}> : () -> i1
    "func.return"(%arg2, %5) : (i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0:2 = "func.call"(%arg0) <{callee = @callee}> : (i32) -> (i32, i1)
    %1 = "func.call"(%0#0) <{callee = @decl}> : (i32) -> i32
    "cf.cond_br"(%arg1, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb2
    "cf.br"(%2, %0#1)[^bb3] : (i32, i1) -> ()
  ^bb2:  // pred: ^bb0
    "cf.cond_br"(%0#1, %arg0, %arg1, %arg0)[^bb3, ^bb1] <{branch_weights = array<i32: 10, 90>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i1, i32) -> ()
  ^bb3(%3: i32, %4: i1):  // 2 preds: ^bb1, ^bb2
    "cf.assert"(%4) <{msg = "must hold"}> : (i1) -> ()
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

