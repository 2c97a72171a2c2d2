module {
  func.func private @ext(i32, f32 {u.noalias}) -> (i32 {u.res = 1 : i32})
  func.func private @ext_fn(i32) -> ((i32) -> i32)
  func.func nested @ext_multi() -> (i32, f32) attributes {foo = 1 : i32}
  func.func private @ext_none()
  func.func private @ext_attrs(index {u.a}, index) -> (index, index {u.b}) attributes {u.x = "y"}
  func.func @f(%arg0: i32 {u.x = 1 : i64}, %arg1: index) -> i32 attributes {no_inline} {
    return %arg0 : i32
  }
  func.func public @g() {
    return
  }
  func.func @"quoted name"(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
  func.func @results_attr(%arg0: i32) -> (i32 {u.r}, i32) {
    return %arg0, %arg0 : i32, i32
  }
}

