module {
  "t.f"() ({
  ^bb0(%arg0: i32, %arg1: i8):
    cf.switch %arg0 : i32, [
      default: ^bb1,
      4294967295: ^bb2(%arg0 : i32),
      3000000000: ^bb1
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    cf.switch %arg1 : i8, [
      default: ^bb1]
  ^bb2(%0: i32):  // pred: ^bb0
    "t.ret"() : () -> ()
  }) : () -> ()
}

