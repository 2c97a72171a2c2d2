// error: forward type conflict
"test.g"() ({
  "test.use"(%v) : (i32) -> ()
  %v = "test.def"() : () -> f32
}) : () -> ()
