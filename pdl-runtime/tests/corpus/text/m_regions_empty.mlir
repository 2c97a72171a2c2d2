// regions empty
"test.a"() ({}) : () -> ()
"test.b"() ({^bb0:}) : () -> ()
"test.c"() ({}, {}) : () -> ()
