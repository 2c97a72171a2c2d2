"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "test.jmp"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = "test.add"(%0, %arg0) : (i32, i32) -> i32
    "test.jmp"(%1)[^bb2] : (i32) -> ()
  ^bb2(%2: i32):  // pred: ^bb1
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

