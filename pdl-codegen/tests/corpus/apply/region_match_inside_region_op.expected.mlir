"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> index
    %1 = "x.loop"(%0) ({
    ^bb0(%arg1: index):
      %4 = "x.body2"(%arg1) : (index) -> f32
      "x.yield"(%4) : (f32) -> ()
    }) : (index) -> f32
    %2 = "x.loop"(%0) ({
    ^bb0(%arg0: index):
      %3 = "x.body2"(%1) : (f32) -> f32
      "x.yield"(%3) : (f32) -> ()
    }) : (index) -> f32
    "x.use"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

