// pdl.type's constant is a type attribute: the next statement starts none.
pdl.pattern : benefit(1) {
  %t = pdl.type :
  %r = pdl.operation "x.a" -> (%t : !pdl.type)
  pdl.rewrite %r { pdl.erase %r }
}
