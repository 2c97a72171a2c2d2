// a constraint on the producer (depth 1) whose result must equal an attribute of the root
// (depth 0): ranked after the equality by depth, the constraint is moved before it
module @patterns {
  pdl.pattern @dep : benefit(1) {
    %x = pdl.operand
    %t = pdl.type
    %p = pdl.operation "test.producer"(%x : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %p
    %a = pdl.apply_native_constraint "attr_of"(%p : !pdl.operation) : !pdl.attribute
    %root = pdl.operation "test.root"(%r : !pdl.value) {"k" = %a}
    pdl.rewrite %root with "rw"(%a : !pdl.attribute)
  }
}
