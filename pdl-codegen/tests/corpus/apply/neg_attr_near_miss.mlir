// Near misses on attributes: "mode" = "fast" wanted; other values, types, names or a missing attribute do not match.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.attribute = "fast"
    %root = pdl.operation "test.op" {"mode" = %a}
    pdl.rewrite %root {
      %n = pdl.operation "test.success"
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {mode = "slow"} : () -> ()
  "test.op"() {mode = "Fast"} : () -> ()
  "test.op"() {mode = ["fast"]} : () -> ()
  "test.op"() {Mode = "fast"} : () -> ()
  "test.op"() {mod = "fast"} : () -> ()
  "test.op"() : () -> ()
  "test.op"() {mode = "fast"} : () -> ()
}
