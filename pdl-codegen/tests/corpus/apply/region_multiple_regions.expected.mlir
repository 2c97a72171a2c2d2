"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.cond"() : () -> i1
    %1 = "x.if"(%0) ({
      %3 = "test.success"() : () -> i32
      "x.yield"(%3) : (i32) -> ()
    }, {
      %2 = "test.success"() : () -> i32
      "x.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "x.use"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

