// Folding a pair: the consumer is replaced by a new op and its producer (now unused) is erased explicitly.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %x = pdl.operand
    %inner = pdl.operation "x.neg"(%x : !pdl.value) -> (%t : !pdl.type)
    %r = pdl.result 0 of %inner
    %root = pdl.operation "x.abs"(%r : !pdl.value) -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "x.abs"(%x : !pdl.value) -> (%t : !pdl.type)
      pdl.replace %root with %n
      pdl.erase %inner
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> f32
  %1 = "x.neg"(%0) : (f32) -> f32
  %2 = "x.abs"(%1) : (f32) -> f32
  "x.use"(%2) : (f32) -> ()
}
