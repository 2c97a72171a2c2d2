%0 = arith.constant [1, 2]
