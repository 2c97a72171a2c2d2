// Unused scf.execute_region, scf.while and scf.index_switch with pure bodies are erased (RecursiveMemoryEffects); one holding cf.assert stays.
module @patterns {
  pdl.pattern : benefit(1) {
    %root = pdl.operation "test.op"
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  func.func @f(%arg0: i32, %arg1: index, %arg2: i1) {
    %0 = "scf.execute_region"() ({
      %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%c) : (i32) -> ()
    }) : () -> i32
    %1 = "scf.while"(%arg0) ({
    ^bb0(%a: i32):
      %t = "arith.constant"() <{value = false}> : () -> i1
      "scf.condition"(%t, %a) : (i1, i32) -> ()
    }, {
    ^bb0(%b: i32):
      "scf.yield"(%b) : (i32) -> ()
    }) : (i32) -> i32
    %2 = "scf.index_switch"(%arg1) <{cases = array<i64: 1>}> ({
      %d = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "scf.yield"(%d) : (i32) -> ()
    }, {
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (index) -> i32
    "scf.execute_region"() ({
      "cf.assert"(%arg2) <{msg = "kept"}> : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    "test.op"() : () -> ()
    return
  }
}
