module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = operand
    %3 = operands
    %4 = operand
    %5 = type
    %6 = operation "nvgpu.device_async_copy"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.range<value>, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "nvgpu.device_async_copy"(%0, %1, %2, %3, %4 : !pdl.value, !pdl.range<value>, !pdl.value, !pdl.range<value>, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "nvgpu.device_async_create_group"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "nvgpu.device_async_create_group"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = operation "nvgpu.device_async_wait"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "nvgpu.device_async_wait"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "nvgpu.ldmatrix"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "nvgpu.ldmatrix"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operation "nvgpu.mbarrier.arrive.expect_tx"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
    rewrite %4 {
      %5 = operation "nvgpu.mbarrier.arrive.expect_tx"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %4 with %5
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "nvgpu.mbarrier.arrive.nocomplete"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "nvgpu.mbarrier.arrive.nocomplete"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "nvgpu.mbarrier.arrive"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "nvgpu.mbarrier.arrive"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = type
    %1 = operation "nvgpu.mbarrier.create"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "nvgpu.mbarrier.create"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "nvgpu.mbarrier.get"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "nvgpu.mbarrier.get"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operation "nvgpu.mbarrier.init"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
    rewrite %4 {
      %5 = operation "nvgpu.mbarrier.init"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %4 with %5
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "nvgpu.mbarrier.test.wait"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "nvgpu.mbarrier.test.wait"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operation "nvgpu.mbarrier.try_wait.parity"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
    rewrite %4 {
      %5 = operation "nvgpu.mbarrier.try_wait.parity"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %4 with %5
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = operation "nvgpu.mma.sp.sync"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "nvgpu.mma.sp.sync"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "nvgpu.mma.sync"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "nvgpu.mma.sync"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "nvgpu.rcp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "nvgpu.rcp"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operands
    %4 = operand
    %5 = operand
    %6 = operand
    %7 = operation "nvgpu.tma.async.load"(%0, %1, %2, %3, %4, %5, %6 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value) 
    rewrite %7 {
      %8 = operation "nvgpu.tma.async.load"(%0, %1, %2, %3, %4, %5, %6 : !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value) 
      replace %7 with %8
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operand
    %4 = operation "nvgpu.tma.async.store"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.value) 
    rewrite %4 {
      %5 = operation "nvgpu.tma.async.store"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.range<value>, !pdl.value) 
      replace %4 with %5
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "nvgpu.tma.create.descriptor"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "nvgpu.tma.create.descriptor"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = operation "nvgpu.tma.fence.descriptor"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "nvgpu.tma.fence.descriptor"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "nvgpu.tma.prefetch.descriptor"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "nvgpu.tma.prefetch.descriptor"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "nvgpu.warpgroup.generate.descriptor"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "nvgpu.warpgroup.generate.descriptor"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = type
    %1 = operation "nvgpu.warpgroup.mma.init.accumulator"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "nvgpu.warpgroup.mma.init.accumulator"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "nvgpu.warpgroup.mma"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "nvgpu.warpgroup.mma"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "nvgpu.warpgroup.mma.store"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "nvgpu.warpgroup.mma.store"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
}
