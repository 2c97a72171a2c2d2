"builtin.module"() <{sym_name = "outer"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (i32) -> (), sym_name = "f", sym_visibility = "priva= #aRith.overflow<none>}>te"}> ({
  ^bb0(%arg1: i32):
    %1 = "func.call"(%arg1) <{callee = @g, no_inline}> {x = 1 : i64} : (i32) -> i32
    %2 = "func.constant"() <{value = @g}> : () -> ((i32) -> i32)
    %3 = "func.call_indirect"(%2, %1) <{res_attrs = [{}]}> : ((i32) -> i32, i32) -> i32
    "func.return"() : () -> ()
  }) {extra} : () -> ()
  "func.func"() <{function_type = (i32) -> i32, no_inline, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  %0 = "builtin.unrealized_conversion_cast"() {a = 1 : i64} : () -> i32
  "builtin.module"() <{sym_name = "inner", sym_visibility = "nested"}> ({
  ^bb0:
  }) {test.y} : () -> ()
}) : () -> ()

