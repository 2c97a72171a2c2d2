module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "gpu.all_reduce"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.all_reduce"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = operands
    %3 = type
    %4 = type
    %5 = operation "gpu.alloc"(%0, %1, %2 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%3, %4 : !pdl.type, !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    %7 = results 1 of %5  -> !pdl.value
    rewrite %5 {
      %8 = operation "gpu.alloc"(%0, %1, %2 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>)  -> (%3, %4 : !pdl.type, !pdl.type)
      replace %5 with %8
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operation "gpu.barrier" 
    rewrite %0 {
      %1 = operation "gpu.barrier" 
      replace %0 with %1
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operation "gpu.binary" 
    rewrite %0 {
      %1 = operation "gpu.binary" 
      replace %0 with %1
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = type
    %1 = operation "gpu.block_dim"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.block_dim"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = type
    %1 = operation "gpu.block_id"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.block_id"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = type
    %1 = operation "gpu.cluster_block_id"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.cluster_block_id"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = type
    %1 = operation "gpu.cluster_dim_blocks"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.cluster_dim_blocks"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = type
    %1 = operation "gpu.cluster_dim"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.cluster_dim"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = type
    %1 = operation "gpu.cluster_id"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.cluster_id"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = type
    %6 = operation "gpu.create_2to4_spmat"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    %8 = results 1 of %6  -> !pdl.value
    rewrite %6 {
      %9 = operation "gpu.create_2to4_spmat"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
      replace %6 with %9
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = operand
    %6 = operand
    %7 = operand
    %8 = operand
    %9 = type
    %10 = type
    %11 = operation "gpu.create_bsr"(%0, %1, %2, %3, %4, %5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%9, %10 : !pdl.type, !pdl.type)
    %12 = results 0 of %11  -> !pdl.value
    %13 = results 1 of %11  -> !pdl.value
    rewrite %11 {
      %14 = operation "gpu.create_bsr"(%0, %1, %2, %3, %4, %5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%9, %10 : !pdl.type, !pdl.type)
      replace %11 with %14
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = operand
    %6 = type
    %7 = type
    %8 = operation "gpu.create_coo_aos"(%0, %1, %2, %3, %4, %5 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%6, %7 : !pdl.type, !pdl.type)
    %9 = results 0 of %8  -> !pdl.value
    %10 = results 1 of %8  -> !pdl.value
    rewrite %8 {
      %11 = operation "gpu.create_coo_aos"(%0, %1, %2, %3, %4, %5 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%6, %7 : !pdl.type, !pdl.type)
      replace %8 with %11
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = operand
    %6 = operand
    %7 = type
    %8 = type
    %9 = operation "gpu.create_coo"(%0, %1, %2, %3, %4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%7, %8 : !pdl.type, !pdl.type)
    %10 = results 0 of %9  -> !pdl.value
    %11 = results 1 of %9  -> !pdl.value
    rewrite %9 {
      %12 = operation "gpu.create_coo"(%0, %1, %2, %3, %4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%7, %8 : !pdl.type, !pdl.type)
      replace %9 with %12
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = operand
    %6 = operand
    %7 = type
    %8 = type
    %9 = operation "gpu.create_csc"(%0, %1, %2, %3, %4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%7, %8 : !pdl.type, !pdl.type)
    %10 = results 0 of %9  -> !pdl.value
    %11 = results 1 of %9  -> !pdl.value
    rewrite %9 {
      %12 = operation "gpu.create_csc"(%0, %1, %2, %3, %4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%7, %8 : !pdl.type, !pdl.type)
      replace %9 with %12
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = operand
    %6 = operand
    %7 = type
    %8 = type
    %9 = operation "gpu.create_csr"(%0, %1, %2, %3, %4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%7, %8 : !pdl.type, !pdl.type)
    %10 = results 0 of %9  -> !pdl.value
    %11 = results 1 of %9  -> !pdl.value
    rewrite %9 {
      %12 = operation "gpu.create_csr"(%0, %1, %2, %3, %4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%7, %8 : !pdl.type, !pdl.type)
      replace %9 with %12
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operands
    %3 = type
    %4 = type
    %5 = operation "gpu.create_dn_tensor"(%0, %1, %2 : !pdl.range<value>, !pdl.value, !pdl.range<value>)  -> (%3, %4 : !pdl.type, !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    %7 = results 1 of %5  -> !pdl.value
    rewrite %5 {
      %8 = operation "gpu.create_dn_tensor"(%0, %1, %2 : !pdl.range<value>, !pdl.value, !pdl.range<value>)  -> (%3, %4 : !pdl.type, !pdl.type)
      replace %5 with %8
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = type
    %3 = operation "gpu.dealloc"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "gpu.dealloc"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = type
    %3 = operation "gpu.destroy_dn_tensor"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "gpu.destroy_dn_tensor"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = type
    %3 = operation "gpu.destroy_sp_mat"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "gpu.destroy_sp_mat"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = type
    %1 = operation "gpu.dynamic_shared_memory"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.dynamic_shared_memory"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operation "gpu.func" 
    rewrite %0 {
      %1 = operation "gpu.func" 
      replace %0 with %1
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operation "gpu.module" 
    rewrite %0 {
      %1 = operation "gpu.module" 
      replace %0 with %1
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = type
    %1 = operation "gpu.global_id"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.global_id"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = type
    %1 = operation "gpu.grid_dim"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.grid_dim"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operand
    %1 = operation "gpu.host_register"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "gpu.host_register"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = operation "gpu.host_unregister"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "gpu.host_unregister"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = type
    %1 = operation "gpu.lane_id"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.lane_id"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = operand
    %6 = operand
    %7 = operand
    %8 = operand
    %9 = operand
    %10 = operand
    %11 = operands
    %12 = operand
    %13 = type
    %14 = operation "gpu.launch_func"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>, !pdl.value)  -> (%13 : !pdl.type)
    %15 = results 0 of %14  -> !pdl.value
    rewrite %14 {
      %16 = operation "gpu.launch_func"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>, !pdl.value)  -> (%13 : !pdl.type)
      replace %14 with %16
    }
  }
  pdl.pattern @P29 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = operand
    %6 = operand
    %7 = operand
    %8 = operand
    %9 = operand
    %10 = operand
    %11 = type
    %12 = operation "gpu.launch"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%11 : !pdl.type)
    %13 = results 0 of %12  -> !pdl.value
    rewrite %12 {
      %14 = operation "gpu.launch"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%11 : !pdl.type)
      replace %12 with %14
    }
  }
  pdl.pattern @P30 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "gpu.memcpy"(%0, %1, %2 : !pdl.range<value>, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "gpu.memcpy"(%0, %1, %2 : !pdl.range<value>, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P31 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "gpu.memset"(%0, %1, %2 : !pdl.range<value>, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "gpu.memset"(%0, %1, %2 : !pdl.range<value>, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P32 : benefit(0) {
    %0 = type
    %1 = operation "gpu.num_subgroups"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.num_subgroups"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P33 : benefit(0) {
    %0 = operands
    %1 = operation "gpu.printf"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "gpu.printf"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P34 : benefit(0) {
    %0 = operands
    %1 = operation "gpu.return"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "gpu.return"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P35 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = type
    %3 = operation "gpu.rotate"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    %5 = results 1 of %3  -> !pdl.value
    rewrite %3 {
      %6 = operation "gpu.rotate"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
      replace %3 with %6
    }
  }
  pdl.pattern @P36 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = type
    %6 = operation "gpu.sddmm_buffer_size"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    %8 = results 1 of %6  -> !pdl.value
    rewrite %6 {
      %9 = operation "gpu.sddmm_buffer_size"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
      replace %6 with %9
    }
  }
  pdl.pattern @P37 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "gpu.sddmm"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "gpu.sddmm"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P38 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "gpu.set_csr_pointers"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "gpu.set_csr_pointers"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P39 : benefit(0) {
    %0 = operand
    %1 = operation "gpu.set_default_device"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "gpu.set_default_device"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P40 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = type
    %5 = operation "gpu.shuffle"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3, %4 : !pdl.type, !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    %7 = results 1 of %5  -> !pdl.value
    rewrite %5 {
      %8 = operation "gpu.shuffle"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3, %4 : !pdl.type, !pdl.type)
      replace %5 with %8
    }
  }
  pdl.pattern @P41 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "gpu.spgemm_copy"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "gpu.spgemm_copy"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P42 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = type
    %3 = operation "gpu.spgemm_create_descr"(%0 : !pdl.range<value>)  -> (%1, %2 : !pdl.type, !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    %5 = results 1 of %3  -> !pdl.value
    rewrite %3 {
      %6 = operation "gpu.spgemm_create_descr"(%0 : !pdl.range<value>)  -> (%1, %2 : !pdl.type, !pdl.type)
      replace %3 with %6
    }
  }
  pdl.pattern @P43 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = type
    %3 = operation "gpu.spgemm_destroy_descr"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "gpu.spgemm_destroy_descr"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P44 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = operand
    %6 = operand
    %7 = type
    %8 = type
    %9 = operation "gpu.spgemm_work_estimation_or_compute"(%0, %1, %2, %3, %4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%7, %8 : !pdl.type, !pdl.type)
    %10 = results 0 of %9  -> !pdl.value
    %11 = results 1 of %9  -> !pdl.value
    rewrite %9 {
      %12 = operation "gpu.spgemm_work_estimation_or_compute"(%0, %1, %2, %3, %4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%7, %8 : !pdl.type, !pdl.type)
      replace %9 with %12
    }
  }
  pdl.pattern @P45 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = types
    %5 = type
    %6 = operation "gpu.spmm_buffer_size"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.range<type>, !pdl.type)
    %7 = results 0 of %6  -> !pdl.range<value>
    %8 = results 1 of %6  -> !pdl.value
    rewrite %6 {
      %9 = operation "gpu.spmm_buffer_size"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.range<type>, !pdl.type)
      replace %6 with %9
    }
  }
  pdl.pattern @P46 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operands
    %5 = type
    %6 = operation "gpu.spmm"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "gpu.spmm"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P47 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = type
    %6 = operation "gpu.spmv_buffer_size"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    %8 = results 1 of %6  -> !pdl.value
    rewrite %6 {
      %9 = operation "gpu.spmv_buffer_size"(%0, %1, %2, %3 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
      replace %6 with %9
    }
  }
  pdl.pattern @P48 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = operand
    %5 = type
    %6 = operation "gpu.spmv"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    rewrite %6 {
      %8 = operation "gpu.spmv"(%0, %1, %2, %3, %4 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%5 : !pdl.type)
      replace %6 with %8
    }
  }
  pdl.pattern @P49 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = type
    %3 = type
    %4 = type
    %5 = type
    %6 = operation "gpu.spmat_get_size"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2, %3, %4, %5 : !pdl.type, !pdl.type, !pdl.type, !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    %8 = results 1 of %6  -> !pdl.value
    %9 = results 2 of %6  -> !pdl.value
    %10 = results 3 of %6  -> !pdl.value
    rewrite %6 {
      %11 = operation "gpu.spmat_get_size"(%0, %1 : !pdl.range<value>, !pdl.value)  -> (%2, %3, %4, %5 : !pdl.type, !pdl.type, !pdl.type, !pdl.type)
      replace %6 with %11
    }
  }
  pdl.pattern @P50 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "gpu.subgroup_broadcast"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "gpu.subgroup_broadcast"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P51 : benefit(0) {
    %0 = type
    %1 = operation "gpu.subgroup_id"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.subgroup_id"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P52 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "gpu.subgroup_mma_compute"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "gpu.subgroup_mma_compute"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P53 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "gpu.subgroup_mma_constant_matrix"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.subgroup_mma_constant_matrix"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P54 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "gpu.subgroup_mma_elementwise"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.subgroup_mma_elementwise"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P55 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "gpu.subgroup_mma_extract_thread_local"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "gpu.subgroup_mma_extract_thread_local"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P56 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = type
    %4 = operation "gpu.subgroup_mma_insert_thread_local"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "gpu.subgroup_mma_insert_thread_local"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P57 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "gpu.subgroup_mma_load_matrix"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "gpu.subgroup_mma_load_matrix"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P58 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = operation "gpu.subgroup_mma_store_matrix"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
    rewrite %3 {
      %4 = operation "gpu.subgroup_mma_store_matrix"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %3 with %4
    }
  }
  pdl.pattern @P59 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "gpu.subgroup_reduce"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.subgroup_reduce"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P60 : benefit(0) {
    %0 = type
    %1 = operation "gpu.subgroup_size"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.subgroup_size"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P61 : benefit(0) {
    %0 = operation "gpu.terminator" 
    rewrite %0 {
      %1 = operation "gpu.terminator" 
      replace %0 with %1
    }
  }
  pdl.pattern @P62 : benefit(0) {
    %0 = type
    %1 = operation "gpu.thread_id"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "gpu.thread_id"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P63 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "gpu.wait"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.wait"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P64 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = types
    %3 = operation "gpu.warp_execute_on_lane_0"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
    %4 = results 0 of %3  -> !pdl.range<value>
    rewrite %3 {
      %5 = operation "gpu.warp_execute_on_lane_0"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.range<type>)
      replace %3 with %5
    }
  }
  pdl.pattern @P65 : benefit(0) {
    %0 = operands
    %1 = operation "gpu.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "gpu.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
