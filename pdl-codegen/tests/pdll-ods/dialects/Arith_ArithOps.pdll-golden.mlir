module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.addf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.addf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.addi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.addi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = type
    %4 = operation "arith.addui_extended"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    %6 = results 1 of %4  -> !pdl.value
    rewrite %4 {
      %7 = operation "arith.addui_extended"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
      replace %4 with %7
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.andi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.andi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.bitcast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.bitcast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.ceildivsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.ceildivsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.ceildivui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.ceildivui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.cmpf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.cmpf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.cmpi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.cmpi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = type
    %1 = operation "arith.constant"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "arith.constant"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.divf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.divf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.divsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.divsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.divui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.divui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.extf"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.extf"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.extsi"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.extsi"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.extui"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.extui"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.fptosi"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.fptosi"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.fptoui"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.fptoui"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.floordivsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.floordivsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.index_cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.index_cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.index_castui"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.index_castui"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.maxnumf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.maxnumf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.maxsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.maxsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.maxui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.maxui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.maximumf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.maximumf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.minnumf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.minnumf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.minsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.minsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.minui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.minui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.minimumf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.minimumf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.mulf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.mulf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.muli"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.muli"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = type
    %4 = operation "arith.mulsi_extended"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    %6 = results 1 of %4  -> !pdl.value
    rewrite %4 {
      %7 = operation "arith.mulsi_extended"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
      replace %4 with %7
    }
  }
  pdl.pattern @P32 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = type
    %4 = operation "arith.mului_extended"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    %6 = results 1 of %4  -> !pdl.value
    rewrite %4 {
      %7 = operation "arith.mului_extended"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
      replace %4 with %7
    }
  }
  pdl.pattern @P33 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.negf"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.negf"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P34 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.ori"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.ori"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P35 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.remf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.remf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P36 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.remsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.remsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P37 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.remui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.remui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P38 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.sitofp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.sitofp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P39 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.scaling_extf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.scaling_extf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P40 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.scaling_truncf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.scaling_truncf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P41 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.shli"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.shli"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P42 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.shrsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.shrsi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P43 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.shrui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.shrui"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P44 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.subf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.subf"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P45 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.subi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.subi"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P46 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.truncf"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.truncf"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P47 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.trunci"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.trunci"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P48 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "arith.uitofp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "arith.uitofp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P49 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "arith.xori"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "arith.xori"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P50 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "arith.select"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "arith.select"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
}
