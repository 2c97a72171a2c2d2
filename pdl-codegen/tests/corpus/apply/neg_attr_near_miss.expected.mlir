"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.op"() {mode = "slow"} : () -> ()
    "test.op"() {mode = "Fast"} : () -> ()
    "test.op"() {mode = ["fast"]} : () -> ()
    "test.op"() {Mode = "fast"} : () -> ()
    "test.op"() {mod = "fast"} : () -> ()
    "test.op"() : () -> ()
    "test.success"() : () -> ()
  }) : () -> ()
}) : () -> ()

