func.func private @f() attributes {sym_name = "x"}
