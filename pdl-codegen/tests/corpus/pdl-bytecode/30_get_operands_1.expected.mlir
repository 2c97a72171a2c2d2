"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.producer"() : () -> (i32, i32)
    "test.success"() : () -> ()
  }) {test.get_operands_1} : () -> ()
}) : () -> ()

