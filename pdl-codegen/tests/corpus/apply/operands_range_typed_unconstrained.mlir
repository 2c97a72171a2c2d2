// pdl.operands typed by an unconstrained pdl.types: the operand types are captured and used as the new op's result types.
module @patterns {
  pdl.pattern : benefit(1) {
    %ts = pdl.types
    %args = pdl.operands : %ts
    %root = pdl.operation "x.pack"(%args : !pdl.range<value>)
    pdl.rewrite %root {
      %n = pdl.operation "x.unpacked"(%args : !pdl.range<value>) -> (%ts : !pdl.range<type>)
      pdl.erase %root
    }
  }
}
module @ir {
  %0 = "x.src"() : () -> i1
  %1 = "x.src"() : () -> vector<4xf32>
  "x.pack"(%0, %1) : (i1, vector<4xf32>) -> ()
  "x.pack"() : () -> ()
}
