"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.ptr"() : () -> !x.ptr
    %1 = "x.ptr"() : () -> !x.ptr
    %2 = "x.load_then_store"(%0) : (!x.ptr) -> f32
    %3 = "x.load"(%1) : (!x.ptr) -> f32
    "x.use"(%2, %3) : (f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

