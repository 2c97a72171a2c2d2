"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:2 = "x.byte"() : () -> (i8, i8)
    %1 = "b.two"() : () -> i16
    %2:2 = "x.byte"() : () -> (i8, i8)
    %3 = "d.four"(%0#0) : (i8) -> i8
    "x.use"(%0#0, %1, %2#0, %3) : (i8, i16, i8, i8) -> ()
  }) : () -> ()
}) : () -> ()

