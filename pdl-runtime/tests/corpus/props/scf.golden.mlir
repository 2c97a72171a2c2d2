"builtin.module"() ({
  "func.func"() <{function_type = (index, i1) -> (), sym_name = "scf"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg5: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%arg0, %arg0, %arg0) <{unsignedCmp}> ({
    ^bb0(%arg4: index):
      "scf.yield"() : () -> ()
    }) {tag = 1 : i64} : (index, index, index) -> ()
    "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg3: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg2: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 5>}> ({
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (index) -> i32
    "scf.if"(%arg1) ({
      "scf.yield"() : () -> ()
    }, {
    }) {k} : (i1) -> ()
    "scf.execute_region"() <{no_inline}> ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

