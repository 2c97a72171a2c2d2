"builtin.module"() ({
  "func.func"() <{arg_attrs = [{arg.a}, {}], function_type = (i32, f32) -> i32, res_attrs = [{res.b}], sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{foo.x = 1 : i64}, {}], function_type = (i32, f32) -> f32, res_attrs = [{foo.y}], sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    "func.return"(%arg1) : (f32) -> ()
  }) {foo.z, my.attr = [1]} : () -> ()
}) : () -> ()

