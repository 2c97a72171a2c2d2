%0 = "func.constant"() {value = @a::@b} : () -> (() -> ())
