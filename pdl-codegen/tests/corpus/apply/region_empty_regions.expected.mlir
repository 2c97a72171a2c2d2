"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() : () -> ()
    "x.holder"() ({
    }, {
      "test.success"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

