// types vector
"test.a"() : () -> (vector<4xf32>, vector<[4]x8xf32>, vector<2x[4]xi1>, vector<f32>, vector<1x2x3xindex>)
