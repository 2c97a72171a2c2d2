// A module's name without 'module': no operation starts at '@'.
 @patterns {
pdl.pattern : benefit(1) {
  %r = pdl.operation "x.a"
  pdl.rewrite %r { pdl.erase %r }
}
}
