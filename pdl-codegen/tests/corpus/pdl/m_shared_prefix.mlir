// shared long prefix: six patterns share a producer chain of depth 3 and differ at the end
module @patterns {
  pdl.pattern @plain : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %p0 = pdl.operation "test.p0"(%v : !pdl.value) -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %p0
    %p1 = pdl.operation "test.p1"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %p1
    %p2 = pdl.operation "test.p2"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %p2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%v : !pdl.value)
    }
  }
  pdl.pattern @with_attr : benefit(2) {
    %t = pdl.type
    %v = pdl.operand
    %p0 = pdl.operation "test.p0"(%v : !pdl.value) -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %p0
    %p1 = pdl.operation "test.p1"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %p1
    %p2 = pdl.operation "test.p2"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %p2
    %k = pdl.attribute = 7 : i64
    %root = pdl.operation "test.root"(%r2 : !pdl.value) {"k" = %k} -> (%t : !pdl.type)
    pdl.rewrite %root with "with_attr"(%p0 : !pdl.operation)
  }
  pdl.pattern @with_constraint : benefit(2) {
    %t = pdl.type
    %v = pdl.operand
    %p0 = pdl.operation "test.p0"(%v : !pdl.value) -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %p0
    %p1 = pdl.operation "test.p1"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %p1
    %p2 = pdl.operation "test.p2"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %p2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.apply_native_constraint "single_use"(%r2 : !pdl.value)
    pdl.rewrite %root with "with_constraint"(%p1 : !pdl.operation)
  }
  pdl.pattern @i32_result : benefit(3) {
    %t = pdl.type
    %v = pdl.operand
    %p0 = pdl.operation "test.p0"(%v : !pdl.value) -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %p0
    %p1 = pdl.operation "test.p1"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %p1
    %p2 = pdl.operation "test.p2"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %p2
    %ti = pdl.type : i32
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%ti : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.root_i32"(%v : !pdl.value) -> (%ti : !pdl.type)
      pdl.replace %root with %n
    }
  }
  pdl.pattern @second_operand : benefit(1) {
    %t = pdl.type
    %v = pdl.operand
    %p0 = pdl.operation "test.p0"(%v : !pdl.value) -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %p0
    %p1 = pdl.operation "test.p1"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %p1
    %p2 = pdl.operation "test.p2"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %p2
    %q = pdl.operation "test.q" -> (%t : !pdl.type)
    %rq = pdl.result 0 of %q
    %root = pdl.operation "test.root"(%r2, %rq : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root with "second_operand"(%q : !pdl.operation)
  }
  pdl.pattern @other_source : benefit(4) {
    %t = pdl.type
    %p0 = pdl.operation "test.p0" -> (%t : !pdl.type)
    %r0 = pdl.result 0 of %p0
    %p1 = pdl.operation "test.p1"(%r0 : !pdl.value) -> (%t : !pdl.type)
    %r1 = pdl.result 0 of %p1
    %p2 = pdl.operation "test.p2"(%r1 : !pdl.value) -> (%t : !pdl.type)
    %r2 = pdl.result 0 of %p2
    %root = pdl.operation "test.root"(%r2 : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      pdl.replace %root with (%r0 : !pdl.value)
    }
  }
}
