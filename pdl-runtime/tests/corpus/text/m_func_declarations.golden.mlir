"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "decl2", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "decl3", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "pub", sym_visibility = "public"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

