"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i32
    %1 = "x.src"() : () -> tensor<4x?xf16>
    %2 = "x.src"() : () -> !x.custom<"opaque">
    "test.success"(%0) : (i32) -> ()
    "test.success"(%1) : (tensor<4x?xf16>) -> ()
    "test.success"(%2) : (!x.custom<"opaque">) -> ()
  }) : () -> ()
}) : () -> ()

