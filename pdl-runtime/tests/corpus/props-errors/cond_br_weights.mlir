%c = "test.c"() : () -> i1
"cf.cond_br"(%c)[^a, ^a] {operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = array<i64: 1, 2>} : (i1) -> ()
^a:
"test.t"() : () -> ()
