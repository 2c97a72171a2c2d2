// ops successors
"test.g"() ({
  "test.jmp"()[^bb1] : () -> ()
^bb1:
  %0 = "test.v"() : () -> i32
  "test.cond"(%0)[^bb2, ^bb3] : (i32) -> ()
^bb2:
  "test.jmp"(%0)[^bb3] : (i32) -> ()
^bb3:
  "test.end"() : () -> ()
}) : () -> ()
