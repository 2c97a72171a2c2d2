// regions nested numbering
"test.f"() ({
  %0 = "test.x"() : () -> (i32)
  "test.y"() ({
    %1 = "test.x"() : () -> (i32)
  }) : () -> ()
}) : () -> ()
"test.g"() ({
  %2 = "test.fn"() : () -> i32
}) : () -> ()
"test.h"() ({
  %2 = "test.fn"() : () -> i32
}) : () -> ()
