// Discardable attributes on every pdl op (MLIR keeps and prints them; they change nothing).
module @patterns {
  pdl.pattern @p : benefit(1) {
    %t = pdl.type {z = 1, a} : i32
    %ts = pdl.types {k} : [i32]
    %v = pdl.operand : %t {"knownBits" = "0000"}
    %vs = pdl.operands {q}
    %a = pdl.attribute = 3 : i32 attributes {tag}
    %op = pdl.operation "x.a"(%v, %vs : !pdl.value, !pdl.range<value>) {"k" = %a} -> (%t, %ts : !pdl.type, !pdl.range<type>) {other = 1}
    %r = pdl.result 0 of %op {w}
    %rs = pdl.results of %op {w2}
    pdl.apply_native_constraint "c"(%op : !pdl.operation) {isNegated = true, extra}
    pdl.apply_native_constraint "c2"(%r, %rs : !pdl.value, !pdl.range<value>) {extra2}
    pdl.rewrite %op {
      %n = pdl.apply_native_rewrite "r"(%op : !pdl.operation) : !pdl.operation {m}
      %g = pdl.range %r, %rs : !pdl.value, !pdl.range<value> {rr}
      pdl.replace %op with (%g : !pdl.range<value>) {rep}
      pdl.erase %n {e}
    }
  }
}
