"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> i32
    %2 = "x.src"() : () -> f32
    %3 = "x.same_pair"(%0, %1) : (i32, i32) -> i32
    "x.pair"(%0, %2) : (i32, f32) -> ()
    %4 = "x.same_pair"(%2, %2) : (f32, f32) -> f32
  }) : () -> ()
}) : () -> ()

