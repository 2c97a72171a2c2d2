%0 = "arith.constant"() {value = unit} : () -> i32
