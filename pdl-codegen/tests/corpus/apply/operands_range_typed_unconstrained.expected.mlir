"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "x.src"() : () -> i1
    %1 = "x.src"() : () -> vector<4xf32>
    %2:2 = "x.unpacked"(%0, %1) : (i1, vector<4xf32>) -> (i1, vector<4xf32>)
    "x.unpacked"() : () -> ()
  }) : () -> ()
}) : () -> ()

