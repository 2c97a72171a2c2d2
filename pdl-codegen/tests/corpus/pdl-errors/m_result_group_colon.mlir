// A missing '(' after the operation name: the operands read as the next statement's result names, '%w : ...' as a result group count.
pdl.pattern : benefit(1) {
  %v = pdl.operand
  %w = pdl.operand
  %r = pdl.operation "x.a"%v, %w : !pdl.value, !pdl.value)
  pdl.rewrite %r { pdl.erase %r }
}
