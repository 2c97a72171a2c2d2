// The own_ops example mirrored with arith: toy.constant/add/mul as arith.constant/addi/muli.
// Golden: ../shared/tools/mlir-ref examples/data/own_ops_arith.mlir | ../shared/tools/mlir-normalize - > examples/data/own_ops_arith.expected.mlir
module @patterns {
  pdl.pattern @SquareToMul : benefit(1) {
    %x = pdl.operand
    %ty = pdl.type
    %root = pdl.operation "test.square"(%x : !pdl.value) -> (%ty : !pdl.type)
    pdl.rewrite %root {
      %m = pdl.operation "arith.muli"(%x, %x : !pdl.value, !pdl.value) -> (%ty : !pdl.type)
      pdl.replace %root with %m
    }
  }
}
module @ir {
  %x = "test.arg"() : () -> i32
  %c3 = "arith.constant"() {value = 3 : i32} : () -> i32
  %sq = "test.square"(%c3) : (i32) -> i32
  %a = "arith.addi"(%sq, %x) : (i32, i32) -> i32
  %c0 = "arith.constant"() {value = 0 : i32} : () -> i32
  %b = "arith.addi"(%c0, %x) : (i32, i32) -> i32
  %unused = "arith.muli"(%x, %x) : (i32, i32) -> i32
  %c3_again = "arith.constant"() {value = 3 : i32} : () -> i32
  %m = "arith.muli"(%x, %c3_again) : (i32, i32) -> i32
  "test.print"(%a, %b, %m) : (i32, i32, i32) -> ()
}
