// attr quoted keys
"test.a"() {"quoted key" = 1, "a.b" = 2, _x = 3, k$ = 4, "0abc" = 5, "with\"quote" = 6} : () -> ()
