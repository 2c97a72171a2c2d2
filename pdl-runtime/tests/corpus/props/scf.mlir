// scf: loop and switch properties, segment sizes.
"func.func"() <{function_type = (index, i1) -> (), sym_name = "scf"}> ({
^bb0(%n: index, %c: i1):
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) {unsignedCmp, tag = 1} : (index, index, index) -> ()
  "scf.parallel"(%n, %n, %n) ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  "scf.forall"() ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) {staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>, operandSegmentSizes = array<i32: 0, 0, 0, 0>} : () -> ()
  %r = "scf.index_switch"(%n) ({
    %d = "arith.constant"() {value = 0 : i32} : () -> i32
    "scf.yield"(%d) : (i32) -> ()
  }, {
    %e = "arith.constant"() {value = 1 : i32} : () -> i32
    "scf.yield"(%e) : (i32) -> ()
  }) {cases = array<i64: 5>} : (index) -> i32
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) {k} : (i1) -> ()
  "scf.execute_region"() ({
    "scf.yield"() : () -> ()
  }) {no_inline} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
