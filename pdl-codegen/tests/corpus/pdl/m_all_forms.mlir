module @patterns {
  pdl.pattern @all : benefit(3) {
    %t = pdl.type : i32
    %ts = pdl.types : [i32, f32]
    %t2 = pdl.type
    %ts2 = pdl.types
    %v = pdl.operand : %t
    %vs = pdl.operands : %ts2
    %w = pdl.operand
    %a = pdl.attribute : %t2
    %c = pdl.attribute = 10 : i64
    %root = pdl.operation "test.op"(%v, %vs, %w : !pdl.value, !pdl.range<value>, !pdl.value) {"attr" = %a, "c" = %c} -> (%t, %ts : !pdl.type, !pdl.range<type>)
    %r0 = pdl.result 0 of %root
    %rs = pdl.results of %root
    %r1 = pdl.results 1 of %root -> !pdl.range<value>
    %other = pdl.operation (%r0 : !pdl.value) -> (%t2 : !pdl.type)
    pdl.apply_native_constraint "check"(%a, %t2 : !pdl.attribute, !pdl.type)
    pdl.apply_native_constraint "neg"(%other : !pdl.operation) {isNegated = true}
    %cr = pdl.apply_native_constraint "ret"(%w : !pdl.value) : !pdl.attribute
    pdl.rewrite %root {
      %nt = pdl.type : f64
      %na = pdl.attribute = "s"
      %rng = pdl.range %r0, %rs : !pdl.value, !pdl.range<value>
      %empty = pdl.range : !pdl.range<type>
      %new = pdl.operation "test.new"(%rng : !pdl.range<value>) {"x" = %na, "y" = %cr} -> (%nt, %empty : !pdl.type, !pdl.range<type>)
      %nv = pdl.result 0 of %new
      %res:2 = pdl.apply_native_rewrite "make"(%nv : !pdl.value) : !pdl.value, !pdl.operation
      pdl.replace %root with (%nv, %res#0, %vs : !pdl.value, !pdl.value, !pdl.range<value>)
      pdl.erase %other
      pdl.apply_native_rewrite "side"(%new : !pdl.operation)
    }
  }
  pdl.pattern : benefit(0) {
    %op = pdl.operation "test.a"
    pdl.rewrite %op with "ext"(%op : !pdl.operation)
  }
  pdl.pattern @noroot : benefit(32767) {
    %op = pdl.operation "test.b"
    pdl.rewrite {
      %n = pdl.operation "test.c"
      pdl.replace %op with %n
    }
  }
}
