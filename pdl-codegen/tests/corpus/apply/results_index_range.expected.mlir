"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0:3 = "x.grp"() : () -> (i1, i2, i3)
    "x.sunk"(%0#0, %0#1, %0#2) : (i1, i2, i3) -> ()
    "x.sink"(%0#0) : (i1) -> ()
    "x.sink"(%0#1, %0#2) : (i2, i3) -> ()
  }) : () -> ()
}) : () -> ()

