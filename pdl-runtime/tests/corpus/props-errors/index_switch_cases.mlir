%n = "test.c"() : () -> index
"scf.index_switch"(%n) ({ "scf.yield"() : () -> () }) {cases = array<i32: 1>} : (index) -> ()
