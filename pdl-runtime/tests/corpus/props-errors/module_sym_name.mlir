"builtin.module"() ({ ^bb0: }) {sym_name = @x} : () -> ()
