// cf branches in custom form, in an unregistered function-like wrapper.
"t.func"() ({
^bb0(%a: i32, %c: i1):
  %0:2 = "t.call"(%a) : (i32) -> (i32, i1)
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %0#1 : i32, i1)
^bb2:
  cf.cond_br %0#1 weights([10, 90]), ^bb3(%a, %c : i32, i1), ^bb1(%0#0 : i32)
^bb3(%y: i32, %z: i1):
  cf.assert %z, "must hold"
  cf.br ^bb4
^bb4:
  "t.ret"(%y) : (i32) -> ()
}) : () -> ()
