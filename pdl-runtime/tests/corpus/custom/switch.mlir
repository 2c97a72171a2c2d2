// cf.switch (custom<SwitchOpCases>): negative and wrapping case values, no cases.
"t.f"() ({
^bb0(%a: i32, %b: i8):
  cf.switch %a : i32, [
    default: ^bb1,
    -1: ^bb2(%a : i32),
    3000000000: ^bb1
  ]
^bb1:
  cf.switch %b : i8, [
    default: ^bb1
  ]
^bb2(%x: i32):
  "t.ret"() : () -> ()
}) : () -> ()
