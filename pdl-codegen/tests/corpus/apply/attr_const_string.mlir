// Constant string attributes, including escapes; case and whitespace matter.
module @patterns {
  pdl.pattern : benefit(1) {
    %a = pdl.attribute = "hello"
    %root = pdl.operation "test.op" {"s" = %a}
    pdl.rewrite %root {
      %b = pdl.attribute = "tab\09and \"quote\""
      %n = pdl.operation "test.success" {"s" = %a, "t" = %b}
      pdl.replace %root with %n
    }
  }
}
module @ir {
  "test.op"() {s = "hello"} : () -> ()
  "test.op"() {s = "Hello"} : () -> ()
  "test.op"() {s = "hello "} : () -> ()
  "test.op"() {s = @hello} : () -> ()
}
