module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.abs"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.abs"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.add"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.add"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.argmax"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.argmax"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.arithmetic_right_shift"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.arithmetic_right_shift"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "tosa.avg_pool2d"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tosa.avg_pool2d"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.bitwise_and"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.bitwise_and"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.bitwise_not"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.bitwise_not"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.bitwise_or"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.bitwise_or"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.bitwise_xor"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.bitwise_xor"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.cast_from_block_scaled"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.cast_from_block_scaled"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.cast"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = type
    %3 = operation "tosa.cast_to_block_scaled"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    %5 = results 1 of %3  -> !pdl.value
    rewrite %3 {
      %6 = operation "tosa.cast_to_block_scaled"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
      replace %3 with %6
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.ceil"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.ceil"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.clamp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.clamp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.clz"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.clz"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "tosa.concat"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.concat"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = type
    %1 = operation "tosa.const"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "tosa.const"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "tosa.conv2d"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "tosa.conv2d"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "tosa.conv3d"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "tosa.conv3d"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.cos"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.cos"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.custom"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "tosa.custom"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "tosa.depthwise_conv2d"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "tosa.depthwise_conv2d"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.equal"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.equal"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.erf"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.erf"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.exp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.exp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = type
    %4 = operation "tosa.fft2d"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    %6 = results 1 of %4  -> !pdl.value
    rewrite %4 {
      %7 = operation "tosa.fft2d"(%0, %1 : !pdl.value, !pdl.value)  -> (%2, %3 : !pdl.type, !pdl.type)
      replace %4 with %7
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.floor"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.floor"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.gather"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.gather"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.greater_equal"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.greater_equal"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.greater"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.greater"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.identity"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.identity"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "tosa.cond_if"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "tosa.cond_if"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P32 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.intdiv"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.intdiv"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P33 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.log"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.log"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P34 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.logical_and"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.logical_and"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P35 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.logical_left_shift"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.logical_left_shift"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P36 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.logical_not"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.logical_not"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P37 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.logical_or"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.logical_or"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P38 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.logical_right_shift"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.logical_right_shift"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P39 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.logical_xor"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.logical_xor"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P40 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = operation "tosa.matmul"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "tosa.matmul"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P41 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = operation "tosa.matmul_t_block_scaled"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "tosa.matmul_t_block_scaled"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P42 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.max_pool2d"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.max_pool2d"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P43 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.maximum"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.maximum"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P44 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.minimum"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.minimum"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P45 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "tosa.mul"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tosa.mul"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P46 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "tosa.negate"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tosa.negate"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P47 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "tosa.pad"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tosa.pad"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P48 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.pow"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.pow"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P49 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = type
    %3 = operation "tosa.rfft2d"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    %5 = results 1 of %3  -> !pdl.value
    rewrite %3 {
      %6 = operation "tosa.rfft2d"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
      replace %3 with %6
    }
  }
  pdl.pattern @P50 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.reciprocal"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.reciprocal"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P51 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.reduce_all"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.reduce_all"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P52 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.reduce_any"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.reduce_any"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P53 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.reduce_max"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.reduce_max"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P54 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.reduce_min"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.reduce_min"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P55 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.reduce_product"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.reduce_product"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P56 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.reduce_sum"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.reduce_sum"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P57 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "tosa.rescale"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "tosa.rescale"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P58 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.reshape"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.reshape"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P59 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = operation "tosa.resize"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "tosa.resize"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P60 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.reverse"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.reverse"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P61 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.rsqrt"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.rsqrt"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P62 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "tosa.scatter"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tosa.scatter"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P63 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "tosa.select"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tosa.select"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P64 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.sigmoid"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.sigmoid"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P65 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.sin"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.sin"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P66 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "tosa.slice"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "tosa.slice"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P67 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.sub"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.sub"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P68 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.table"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.table"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P69 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.tanh"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.tanh"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P70 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "tosa.tile"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "tosa.tile"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P71 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "tosa.transpose_conv2d"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "tosa.transpose_conv2d"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P72 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "tosa.transpose"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "tosa.transpose"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P73 : benefit(0) {
    %0 = operation "tosa.variable" 
    rewrite %0 {
      %1 = operation "tosa.variable" 
      replace %0 with %1
    }
  }
  pdl.pattern @P74 : benefit(0) {
    %0 = type
    %1 = operation "tosa.variable_read"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "tosa.variable_read"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P75 : benefit(0) {
    %0 = operand
    %1 = operation "tosa.variable_write"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "tosa.variable_write"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P76 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "tosa.while_loop"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "tosa.while_loop"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
}
