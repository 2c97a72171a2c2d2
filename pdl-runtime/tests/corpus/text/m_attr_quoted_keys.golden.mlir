"builtin.module"() ({
  "test.a"() {"0abc" = 5 : i64, _x = 3 : i64, a.b = 2 : i64, k$ = 4 : i64, "quoted key" = 1 : i64, "with\22quote" = 6 : i64} : () -> ()
}) : () -> ()

