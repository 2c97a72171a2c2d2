"func.func"() ({ }) {function_type = i32, sym_name = "f"} : () -> ()
