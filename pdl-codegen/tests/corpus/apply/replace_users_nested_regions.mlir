// Replacing an op whose result is used inside nested regions (two levels deep): the nested uses are updated too.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "test.op"() : () -> f32
  "x.region"() ({
    "x.inner_use"(%0) : (f32) -> ()
    "x.region"() ({
      "x.deep_use"(%0, %0) : (f32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "x.use"(%0) : (f32) -> ()
}
