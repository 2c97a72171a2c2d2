module {
  func.func @f(%arg0: i32, %arg1: f32) {
    %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
    %low, %high = arith.mului_extended %arg0, %arg0 : i32
    %low_0, %high_1 = arith.mulsi_extended %arg0, %arg0 : i32
    %sin, %cos = math.sincos %arg1 : f32
    %0 = arith.muli %arg0, %arg0 : i32
    "u.use"(%sum, %overflow, %low, %high, %low_0, %high_1, %sin, %cos, %0) : (i32, i1, i32, i32, i32, i32, f32, f32, i32) -> ()
    return
  }
}

