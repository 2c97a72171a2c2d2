%c = "test.c"() : () -> i32
"cf.switch"(%c)[^a] {operandSegmentSizes = array<i32: 1, 0, 0>, case_values = dense<1.0> : vector<1xf32>} : (i32) -> ()
^a:
"test.t"() : () -> ()
