"func.func"() ({ }) {function_type = () -> (), sym_name = "f", no_inline = 1} : () -> ()
