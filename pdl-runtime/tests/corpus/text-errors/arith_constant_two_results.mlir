%0, %1 = arith.constant 1 : i32
