// cf branches and func calls in custom form.
func.func @callee(%a: i32) -> (i32, i1) {
  %true = arith.constant true
  return %a, %true : i32, i1
}

func.func private @decl(i32) -> i32

func.func @branches(%a: i32, %c: i1) -> i32 {
  %0:2 = call @callee(%a) : (i32) -> (i32, i1)
  %1 = func.call @decl(%0#0) : (i32) -> i32
  cf.cond_br %c, ^bb1(%1 : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %0#1 : i32, i1)
^bb2:
  cf.cond_br %0#1 weights([10, 90]), ^bb3(%a, %c : i32, i1), ^bb1(%a : i32)
^bb3(%y: i32, %z: i1):
  cf.assert %z, "must hold"
  return %y : i32
}
