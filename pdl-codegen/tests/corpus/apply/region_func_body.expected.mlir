"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "f"}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %4 = "x.neg"(%arg2) : (f32) -> f32
      %5 = "x.add"(%arg1, %4) : (f32, f32) -> f32
      "func.return"(%5) : (f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i8) -> i8, sym_name = "g"}> ({
    ^bb0(%arg0: i8):
      %0 = "x.neg"(%arg0) : (i8) -> i8
      %1 = "x.add"(%arg0, %0) : (i8, i8) -> i8
      %2 = "x.neg"(%arg0) : (i8) -> i8
      %3 = "x.add"(%1, %2) : (i8, i8) -> i8
      "func.return"(%3) : (i8) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

