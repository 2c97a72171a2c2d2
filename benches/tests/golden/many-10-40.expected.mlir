"builtin.module"() ({
  "builtin.module"() <{sym_name = "ir"}> ({
    %0 = "test.src"() : () -> i32
    %1 = "test.done0"(%0) : (i32) -> i32
    %2 = "test.done1"(%1) : (i32) -> i32
    %3 = "test.done2"(%2) : (i32) -> i32
    %4 = "test.done3"(%3) : (i32) -> i32
    %5 = "test.done4"(%4) : (i32) -> i32
    %6 = "test.done5"(%5) : (i32) -> i32
    %7 = "test.done6"(%6) : (i32) -> i32
    %8 = "test.done7"(%7) : (i32) -> i32
    %9 = "test.done8"(%8) : (i32) -> i32
    %10 = "test.done9"(%9) : (i32) -> i32
    %11 = "test.done0"(%10) : (i32) -> i32
    %12 = "test.done1"(%11) : (i32) -> i32
    %13 = "test.done2"(%12) : (i32) -> i32
    %14 = "test.done3"(%13) : (i32) -> i32
    %15 = "test.done4"(%14) : (i32) -> i32
    %16 = "test.done5"(%15) : (i32) -> i32
    %17 = "test.done6"(%16) : (i32) -> i32
    %18 = "test.done7"(%17) : (i32) -> i32
    %19 = "test.done8"(%18) : (i32) -> i32
    %20 = "test.done9"(%19) : (i32) -> i32
    %21 = "test.done0"(%20) : (i32) -> i32
    %22 = "test.done1"(%21) : (i32) -> i32
    %23 = "test.done2"(%22) : (i32) -> i32
    %24 = "test.done3"(%23) : (i32) -> i32
    %25 = "test.done4"(%24) : (i32) -> i32
    %26 = "test.done5"(%25) : (i32) -> i32
    %27 = "test.done6"(%26) : (i32) -> i32
    %28 = "test.done7"(%27) : (i32) -> i32
    %29 = "test.done8"(%28) : (i32) -> i32
    %30 = "test.done9"(%29) : (i32) -> i32
    %31 = "test.done0"(%30) : (i32) -> i32
    %32 = "test.done1"(%31) : (i32) -> i32
    %33 = "test.done2"(%32) : (i32) -> i32
    %34 = "test.done3"(%33) : (i32) -> i32
    %35 = "test.done4"(%34) : (i32) -> i32
    %36 = "test.done5"(%35) : (i32) -> i32
    %37 = "test.done6"(%36) : (i32) -> i32
    %38 = "test.done7"(%37) : (i32) -> i32
    %39 = "test.done8"(%38) : (i32) -> i32
    %40 = "test.done9"(%39) : (i32) -> i32
  }) : () -> ()
}) : () -> ()

