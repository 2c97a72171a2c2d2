// multi-root where the connector between the roots is a pdl.operands range
module @patterns {
  pdl.pattern @range_connector : benefit(1) {
    %vs = pdl.operands
    %ts = pdl.types
    %a = pdl.operation "test.a"(%vs : !pdl.range<value>) -> (%ts : !pdl.range<type>)
    %b = pdl.operation "test.b"(%vs : !pdl.range<value>)
    pdl.rewrite {
      %n = pdl.operation "test.ab"(%vs : !pdl.range<value>) -> (%ts : !pdl.range<type>)
      pdl.replace %a with %n
      pdl.erase %b
    }
  }
  pdl.pattern @range_connector_explicit : benefit(2) {
    %v = pdl.operand
    %vs = pdl.operands
    %a = pdl.operation "test.c"(%v, %vs : !pdl.value, !pdl.range<value>)
    %b = pdl.operation "test.d"(%vs : !pdl.range<value>)
    pdl.rewrite %b with "join"(%a, %vs : !pdl.operation, !pdl.range<value>)
  }
}
