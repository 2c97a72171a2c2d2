// Constant unit, bool, type, symbol-ref, dense and array<> attributes; each pattern tags the op it matched.
module @patterns {
  pdl.pattern @unit : benefit(1) {
    %a = pdl.attribute = unit
    %root = pdl.operation "x.m" {"v" = %a}
    pdl.rewrite %root { %n = pdl.operation "x.unit" {"v" = %a}
      pdl.replace %root with %n }
  }
  pdl.pattern @bool : benefit(1) {
    %a = pdl.attribute = true
    %root = pdl.operation "x.m" {"v" = %a}
    pdl.rewrite %root { %n = pdl.operation "x.bool" {"v" = %a}
      pdl.replace %root with %n }
  }
  pdl.pattern @type : benefit(1) {
    %a = pdl.attribute = vector<2xi64>
    %root = pdl.operation "x.m" {"v" = %a}
    pdl.rewrite %root { %n = pdl.operation "x.type" {"v" = %a}
      pdl.replace %root with %n }
  }
  pdl.pattern @symbol : benefit(1) {
    %a = pdl.attribute = @outer::@inner
    %root = pdl.operation "x.m" {"v" = %a}
    pdl.rewrite %root { %n = pdl.operation "x.symbol" {"v" = %a}
      pdl.replace %root with %n }
  }
  pdl.pattern @dense : benefit(1) {
    %a = pdl.attribute = dense<[1, 2, 3]> : tensor<3xi32>
    %root = pdl.operation "x.m" {"v" = %a}
    pdl.rewrite %root { %n = pdl.operation "x.dense" {"v" = %a}
      pdl.replace %root with %n }
  }
  pdl.pattern @array_i64 : benefit(1) {
    %a = pdl.attribute = array<i64: 4, 5>
    %root = pdl.operation "x.m" {"v" = %a}
    pdl.rewrite %root { %n = pdl.operation "x.dense_array" {"v" = %a}
      pdl.replace %root with %n }
  }
}
module @ir {
  "x.m"() {v} : () -> ()
  "x.m"() {v = true} : () -> ()
  "x.m"() {v = false} : () -> ()
  "x.m"() {v = vector<2xi64>} : () -> ()
  "x.m"() {v = @outer::@inner} : () -> ()
  "x.m"() {v = @outer} : () -> ()
  "x.m"() {v = dense<[1, 2, 3]> : tensor<3xi32>} : () -> ()
  "x.m"() {v = dense<1> : tensor<3xi32>} : () -> ()
  "x.m"() {v = array<i64: 4, 5>} : () -> ()
}
