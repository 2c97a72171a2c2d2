// Near misses on types: f32 result wanted; f16, bf16, tensor<f32>, vector<1xf32>, complex<f32> and i32 do not match.
module @patterns {
  pdl.pattern : benefit(1) {
    %t = pdl.type : f32
    %root = pdl.operation "test.op" -> (%t : !pdl.type)
    pdl.rewrite %root {
      %n = pdl.operation "test.success" -> (%t : !pdl.type)
      pdl.replace %root with %n
    }
  }
}
module @ir {
  %0 = "test.op"() : () -> f16
  %1 = "test.op"() : () -> bf16
  %2 = "test.op"() : () -> tensor<f32>
  %3 = "test.op"() : () -> vector<1xf32>
  %4 = "test.op"() : () -> complex<f32>
  %5 = "test.op"() : () -> i32
  "test.use"(%0, %1, %2, %3, %4, %5) : (f16, bf16, tensor<f32>, vector<1xf32>, complex<f32>, i32) -> ()
}
