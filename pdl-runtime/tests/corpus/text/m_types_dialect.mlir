// types dialect
"test.a"() : () -> (!foo.bar, !foo.bar<1, "x", [2]>, !foo<"raw">, !foo.a<!foo.b<i32>>, !llvm.ptr)
