"func.func"() ({ }) {function_type = () -> (), sym_name = "f", arg_attrs = [1]} : () -> ()
