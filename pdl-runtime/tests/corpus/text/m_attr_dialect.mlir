// attr dialect
"test.a"() {t = !foo<"bar">, u = !foo.bar<1 , 2>, v = #foo<"x">, w = #foo.y<a  b>, x = #foo.z : i32, y = #foo.nested<[1, {a = 2}], "s">} : () -> ()
