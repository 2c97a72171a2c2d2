"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    "test.success"() {s = "hello", t = "tab\09and \22quote\22"} : () -> ()
    "test.op"() {s = "Hello"} : () -> ()
    "test.op"() {s = "hello "} : () -> ()
    "test.op"() {s = @hello} : () -> ()
  }) : () -> ()
}) : () -> ()

