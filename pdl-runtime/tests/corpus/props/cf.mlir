// cf: `operandSegmentSizes` is a property even when written as a discardable attribute;
// optional properties stay absent.
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "cf"}> ({
^bb0(%c: i1, %a: i32):
  "cf.assert"(%c) {msg = "boom"} : (i1) -> ()
  "cf.assert"(%c) <{msg = "bang"}> {other = 2} : (i1) -> ()
  "cf.cond_br"(%c, %a) [^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>, branch_weights = array<i32: 3, 7>} : (i1, i32) -> ()
^bb1(%x: i32):
  "cf.br"() [^bb2] : () -> ()
^bb2:
  "cf.cond_br"(%c) [^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> {w} : (i1) -> ()
^bb3:
  "cf.switch"(%a, %a) [^bb4, ^bb5] {case_operand_segments = array<i32: 1>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>} : (i32, i32) -> ()
^bb4:
  "func.return"() : () -> ()
^bb5(%y: i32):
  "func.return"() : () -> ()
}) : () -> ()
