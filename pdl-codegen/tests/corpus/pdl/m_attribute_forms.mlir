// attribute forms
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type
    %a = pdl.attribute
    %b = pdl.attribute : %t
    %c = pdl.attribute = 10 : i64
    %d = pdl.attribute = "str"
    %e = pdl.attribute = [1, 2]
    %f = pdl.attribute = unit
    %g = pdl.attribute = @sym
    %h = pdl.attribute = dense<[1, 2]> : tensor<2xi32>
    %op = pdl.operation "test.a" {"a" = %a, "b" = %b, "c" = %c, "d" = %d, "e" = %e, "f" = %f, "g" = %g, "h" = %h}
    pdl.rewrite %op with "r"
  }
}
