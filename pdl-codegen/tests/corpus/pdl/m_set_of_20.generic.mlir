"builtin.module"() <{sym_name = "patterns"}> ({
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "p0"}> ({
    %76 = "pdl.type"() : () -> !pdl.type
    %77 = "pdl.operand"(%76) : (!pdl.type) -> !pdl.value
    %78 = "pdl.operation"(%77, %76) <{attributeValueNames = [], opName = "test.op0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%78) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %79 = "pdl.operation"(%77, %76) <{attributeValueNames = [], opName = "test.done0", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%78, %79) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p1"}> ({
    %72 = "pdl.type"() : () -> !pdl.type
    %73 = "pdl.operand"(%72) : (!pdl.type) -> !pdl.value
    %74 = "pdl.operation"(%73, %72) <{attributeValueNames = [], opName = "test.op1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%74) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %75 = "pdl.operation"(%73, %72) <{attributeValueNames = [], opName = "test.done1", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%74, %75) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "p2"}> ({
    %68 = "pdl.type"() : () -> !pdl.type
    %69 = "pdl.operand"(%68) : (!pdl.type) -> !pdl.value
    %70 = "pdl.operation"(%69, %68) <{attributeValueNames = [], opName = "test.op2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%70) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %71 = "pdl.operation"(%69, %68) <{attributeValueNames = [], opName = "test.done2", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%70, %71) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "p3"}> ({
    %64 = "pdl.type"() : () -> !pdl.type
    %65 = "pdl.operand"(%64) : (!pdl.type) -> !pdl.value
    %66 = "pdl.operation"(%65, %64) <{attributeValueNames = [], opName = "test.op3", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%66) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %67 = "pdl.operation"(%65, %64) <{attributeValueNames = [], opName = "test.done3", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%66, %67) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 4 : i16, sym_name = "p4"}> ({
    %60 = "pdl.type"() : () -> !pdl.type
    %61 = "pdl.operand"(%60) : (!pdl.type) -> !pdl.value
    %62 = "pdl.operation"(%61, %60) <{attributeValueNames = [], opName = "test.op4", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%62) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %63 = "pdl.operation"(%61, %60) <{attributeValueNames = [], opName = "test.done4", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%62, %63) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "p5"}> ({
    %56 = "pdl.type"() : () -> !pdl.type
    %57 = "pdl.operand"(%56) : (!pdl.type) -> !pdl.value
    %58 = "pdl.operation"(%57, %56) <{attributeValueNames = [], opName = "test.op5", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%58) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %59 = "pdl.operation"(%57, %56) <{attributeValueNames = [], opName = "test.done5", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%58, %59) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p6"}> ({
    %52 = "pdl.type"() : () -> !pdl.type
    %53 = "pdl.operand"(%52) : (!pdl.type) -> !pdl.value
    %54 = "pdl.operation"(%53, %52) <{attributeValueNames = [], opName = "test.op6", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%54) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %55 = "pdl.operation"(%53, %52) <{attributeValueNames = [], opName = "test.done6", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%54, %55) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "p7"}> ({
    %48 = "pdl.type"() : () -> !pdl.type
    %49 = "pdl.operand"(%48) : (!pdl.type) -> !pdl.value
    %50 = "pdl.operation"(%49, %48) <{attributeValueNames = [], opName = "test.op7", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%50) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %51 = "pdl.operation"(%49, %48) <{attributeValueNames = [], opName = "test.done7", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%50, %51) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "p8"}> ({
    %44 = "pdl.type"() : () -> !pdl.type
    %45 = "pdl.operand"(%44) : (!pdl.type) -> !pdl.value
    %46 = "pdl.operation"(%45, %44) <{attributeValueNames = [], opName = "test.op8", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%46) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %47 = "pdl.operation"(%45, %44) <{attributeValueNames = [], opName = "test.done8", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%46, %47) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 4 : i16, sym_name = "p9"}> ({
    %40 = "pdl.type"() : () -> !pdl.type
    %41 = "pdl.operand"(%40) : (!pdl.type) -> !pdl.value
    %42 = "pdl.operation"(%41, %40) <{attributeValueNames = [], opName = "test.op9", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%42) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %43 = "pdl.operation"(%41, %40) <{attributeValueNames = [], opName = "test.done9", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%42, %43) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "p10"}> ({
    %36 = "pdl.type"() : () -> !pdl.type
    %37 = "pdl.operand"(%36) : (!pdl.type) -> !pdl.value
    %38 = "pdl.operation"(%37, %36) <{attributeValueNames = [], opName = "test.op10", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%38) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %39 = "pdl.operation"(%37, %36) <{attributeValueNames = [], opName = "test.done10", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%38, %39) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p11"}> ({
    %32 = "pdl.type"() : () -> !pdl.type
    %33 = "pdl.operand"(%32) : (!pdl.type) -> !pdl.value
    %34 = "pdl.operation"(%33, %32) <{attributeValueNames = [], opName = "test.op11", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%34) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %35 = "pdl.operation"(%33, %32) <{attributeValueNames = [], opName = "test.done11", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%34, %35) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "p12"}> ({
    %28 = "pdl.type"() : () -> !pdl.type
    %29 = "pdl.operand"(%28) : (!pdl.type) -> !pdl.value
    %30 = "pdl.operation"(%29, %28) <{attributeValueNames = [], opName = "test.op12", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%30) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %31 = "pdl.operation"(%29, %28) <{attributeValueNames = [], opName = "test.done12", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%30, %31) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "p13"}> ({
    %24 = "pdl.type"() : () -> !pdl.type
    %25 = "pdl.operand"(%24) : (!pdl.type) -> !pdl.value
    %26 = "pdl.operation"(%25, %24) <{attributeValueNames = [], opName = "test.op13", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%26) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %27 = "pdl.operation"(%25, %24) <{attributeValueNames = [], opName = "test.done13", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%26, %27) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 4 : i16, sym_name = "p14"}> ({
    %20 = "pdl.type"() : () -> !pdl.type
    %21 = "pdl.operand"(%20) : (!pdl.type) -> !pdl.value
    %22 = "pdl.operation"(%21, %20) <{attributeValueNames = [], opName = "test.op14", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%22) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %23 = "pdl.operation"(%21, %20) <{attributeValueNames = [], opName = "test.done14", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%22, %23) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 0 : i16, sym_name = "p15"}> ({
    %16 = "pdl.type"() : () -> !pdl.type
    %17 = "pdl.operand"(%16) : (!pdl.type) -> !pdl.value
    %18 = "pdl.operation"(%17, %16) <{attributeValueNames = [], opName = "test.op15", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%18) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %19 = "pdl.operation"(%17, %16) <{attributeValueNames = [], opName = "test.done15", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%18, %19) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 1 : i16, sym_name = "p16"}> ({
    %12 = "pdl.type"() : () -> !pdl.type
    %13 = "pdl.operand"(%12) : (!pdl.type) -> !pdl.value
    %14 = "pdl.operation"(%13, %12) <{attributeValueNames = [], opName = "test.op16", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%14) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %15 = "pdl.operation"(%13, %12) <{attributeValueNames = [], opName = "test.done16", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%14, %15) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 2 : i16, sym_name = "p17"}> ({
    %8 = "pdl.type"() : () -> !pdl.type
    %9 = "pdl.operand"(%8) : (!pdl.type) -> !pdl.value
    %10 = "pdl.operation"(%9, %8) <{attributeValueNames = [], opName = "test.op17", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %11 = "pdl.operation"(%9, %8) <{attributeValueNames = [], opName = "test.done17", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%10, %11) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 3 : i16, sym_name = "p18"}> ({
    %4 = "pdl.type"() : () -> !pdl.type
    %5 = "pdl.operand"(%4) : (!pdl.type) -> !pdl.value
    %6 = "pdl.operation"(%5, %4) <{attributeValueNames = [], opName = "test.op18", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%6) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %7 = "pdl.operation"(%5, %4) <{attributeValueNames = [], opName = "test.done18", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
  "pdl.pattern"() <{benefit = 4 : i16, sym_name = "p19"}> ({
    %0 = "pdl.type"() : () -> !pdl.type
    %1 = "pdl.operand"(%0) : (!pdl.type) -> !pdl.value
    %2 = "pdl.operation"(%1, %0) <{attributeValueNames = [], opName = "test.op19", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %3 = "pdl.operation"(%1, %0) <{attributeValueNames = [], opName = "test.done19", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation
      "pdl.replace"(%2, %3) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!pdl.operation, !pdl.operation) -> ()
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

