module {
  module @ir {
    func.func @"f\C3\BCnf"(%arg0: i32) -> i32 {
      %c4_i32 = arith.constant 4 : i32
      "test.done"() {s = "h\C3\A9llo\E2\86\92\CE\BB"} : () -> ()
      return %c4_i32 : i32
    }
  }
}

