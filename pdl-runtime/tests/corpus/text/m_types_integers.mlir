// types integers
"test.a"() : () -> (i1, i7, i32, i64, i128, i1024, si8, si64, ui1, ui64, index)
