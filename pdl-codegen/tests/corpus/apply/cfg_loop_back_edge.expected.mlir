"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.graph"() ({
    ^bb0(%arg0: index):
      "x.br"(%arg0)[^bb1] : (index) -> ()
    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
      %1 = "x.inc"(%0) {by = 1 : i64} : (index) -> index
      %2 = "x.cmp"(%1) : (index) -> i1
      "x.cond_br"(%2, %1)[^bb2, ^bb1] : (i1, index) -> ()
    ^bb2:  // pred: ^bb1
      "x.ret"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

