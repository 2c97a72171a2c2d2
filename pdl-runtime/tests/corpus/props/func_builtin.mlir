// builtin and func: symbol attributes given in the discardable dictionary become properties.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%a: i32):
    %0 = "func.call"(%a) {callee = @g, no_inline, x = 1} : (i32) -> i32
    %1 = "func.constant"() {value = @g} : () -> ((i32) -> i32)
    %2 = "func.call_indirect"(%1, %0) {res_attrs = [{}]} : ((i32) -> i32, i32) -> i32
    "func.return"() : () -> ()
  }) {function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [{}], extra} : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%a: i32):
    "func.return"(%a) : (i32) -> ()
  }) {no_inline} : () -> ()
  %c = "builtin.unrealized_conversion_cast"() {a = 1} : () -> i32
  "builtin.module"() ({
  ^bb0:
  }) {sym_name = "inner", sym_visibility = "nested", test.y} : () -> ()
}) {sym_name = "outer"} : () -> ()
