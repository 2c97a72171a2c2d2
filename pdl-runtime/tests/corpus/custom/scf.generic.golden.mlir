"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "loops"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32):
      "scf.condition"(%arg1, %arg3) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i32) -> i32
    %1 = "scf.execute_region"() ({
      "scf.yield"(%0) : (i32) -> ()
    }) : () -> i32
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

