// func generic form
"func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
^bb0(%arg0: i32):
  "func.return"(%arg0) : (i32) -> ()
}) : () -> ()
"func.func"() ({
^bb0(%arg0: f32):
  "func.return"(%arg0) : (f32) -> ()
}) {function_type = (f32) -> f32, sym_name = "h", extra.attr} : () -> ()
