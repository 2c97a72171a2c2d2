%0 = arith.constant 10 : i32 {a}
