"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg1: i32):
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "h"}> ({
  ^bb0(%arg0: f32):
    "func.return"(%arg0) : (f32) -> ()
  }) {extra.attr} : () -> ()
}) : () -> ()

