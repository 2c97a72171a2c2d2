"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {u.noalias}], function_type = (i32, f32) -> i32, res_attrs = [{u.res = 1 : i32}], sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> ((i32) -> i32), sym_name = "ext_fn", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, f32), sym_name = "ext_multi", sym_visibility = "nested"}> ({
  }) {foo = 1 : i32} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext_none", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{u.a}, {}], function_type = (index, index) -> (index, index), res_attrs = [{}, {u.b}], sym_name = "ext_attrs", sym_visibility = "private"}> ({
  }) {u.x = "y"} : () -> ()
  "func.func"() <{arg_attrs = [{u.x = 1 : i64}, {}], function_type = (i32, index) -> i32, no_inline, sym_name = "f"}> ({
  ^bb0(%arg2: i32, %arg3: index):
    "func.return"(%arg2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "public"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "quoted name"}> ({
  ^bb0(%arg1: tensor<2xf32>):
    "func.return"(%arg1) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), res_attrs = [{u.r}, {}], sym_name = "results_attr"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0, %arg0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

