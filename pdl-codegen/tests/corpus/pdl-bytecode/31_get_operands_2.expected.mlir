"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:5 = "test.producer"() : () -> (i32, i32, i32, i32, i32)
    "test.success"() : () -> ()
    "test.success"(%0#0, %0#1, %0#2, %0#3) : (i32, i32, i32, i32) -> ()
    "test.success"(%0#4) : (i32) -> ()
    "test.success"(%0#4) : (i32) -> ()
  }) {test.get_operands_2} : () -> ()
}) : () -> ()

