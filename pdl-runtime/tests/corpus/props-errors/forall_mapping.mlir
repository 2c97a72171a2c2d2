"scf.forall"() ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
}) {staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>, operandSegmentSizes = array<i32: 0, 0, 0, 0>, mapping = 1} : () -> ()
