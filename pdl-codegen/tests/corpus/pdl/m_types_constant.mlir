// types constant
module @patterns {
  pdl.pattern @p : benefit(1) {
    %ts = pdl.types : [i32, f32, index]
    %op = pdl.operation "test.a" -> (%ts : !pdl.range<type>)
    pdl.rewrite %op with "r"
  }
}
