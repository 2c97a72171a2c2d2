"memref.global"() {sym_name = "g", type = 3 : i32} : () -> ()
