// error: dialect type unbalanced
"test.a"() : () -> !foo.bar<i32
