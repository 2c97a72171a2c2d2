"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "test.input"() : () -> (i32, i32)
    %1:3 = "test.success"(%0#0, %0#0, %0#1) : (i32, i32, i32) -> (i32, i32, i32)
  }) {test.create_range_1} : () -> ()
}) : () -> ()

