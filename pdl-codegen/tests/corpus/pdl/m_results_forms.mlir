// results forms
module @patterns {
  pdl.pattern @p : benefit(1) {
    %ts = pdl.types
    %a = pdl.operation "test.a" -> (%ts : !pdl.range<type>)
    %all = pdl.results of %a
    %g1 = pdl.results 1 of %a -> !pdl.range<value>
    %g0 = pdl.results 0 of %a -> !pdl.value
    %b = pdl.operation "test.b"(%all, %g1, %g0 : !pdl.range<value>, !pdl.range<value>, !pdl.value)
    pdl.rewrite %b with "r"
  }
}
