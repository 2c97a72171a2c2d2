// attr symbol refs
"test.a"() {a = @foo, b = @foo::@bar::@baz, c = @"sym with space", d = @"x"::@"y z", e = @foo.bar} : () -> ()
