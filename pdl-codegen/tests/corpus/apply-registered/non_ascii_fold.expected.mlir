"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f\C3\BCnf"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      "test.done"() {s = "h\C3\A9llo\E2\86\92\CE\BB"} : () -> ()
      "func.return"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

