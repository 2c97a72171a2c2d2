module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.all_reduce"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "gpu.all_reduce"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.alloc"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = results of %2 
      %7 = results of %2 
      %8 = operation "gpu.alloc"(%5, %6, %7 : !pdl.range<value>, !pdl.range<value>, !pdl.range<value>) 
      replace %2 with %8
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.barrier"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "gpu.barrier" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.binary"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "gpu.binary" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.block_dim"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.block_dim" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q5 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.block_id"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.block_id" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q6 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.cluster_block_id"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.cluster_block_id" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q7 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.cluster_dim_blocks"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.cluster_dim_blocks" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q8 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.cluster_dim"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.cluster_dim" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q9 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.cluster_id"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.cluster_id" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q10 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.create_2to4_spmat"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "gpu.create_2to4_spmat"(%5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q11 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.create_bsr"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = result 0 of %2
      %10 = result 0 of %2
      %11 = result 0 of %2
      %12 = result 0 of %2
      %13 = result 0 of %2
      %14 = operation "gpu.create_bsr"(%5, %6, %7, %8, %9, %10, %11, %12, %13 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %14
    }
  }
  pdl.pattern @Q12 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.create_coo_aos"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = result 0 of %2
      %10 = result 0 of %2
      %11 = operation "gpu.create_coo_aos"(%5, %6, %7, %8, %9, %10 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %11
    }
  }
  pdl.pattern @Q13 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.create_coo"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = result 0 of %2
      %10 = result 0 of %2
      %11 = result 0 of %2
      %12 = operation "gpu.create_coo"(%5, %6, %7, %8, %9, %10, %11 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %12
    }
  }
  pdl.pattern @Q14 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.create_csc"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = result 0 of %2
      %10 = result 0 of %2
      %11 = result 0 of %2
      %12 = operation "gpu.create_csc"(%5, %6, %7, %8, %9, %10, %11 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %12
    }
  }
  pdl.pattern @Q15 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.create_csr"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = result 0 of %2
      %10 = result 0 of %2
      %11 = result 0 of %2
      %12 = operation "gpu.create_csr"(%5, %6, %7, %8, %9, %10, %11 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %12
    }
  }
  pdl.pattern @Q16 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.create_dn_tensor"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = results of %2 
      %8 = operation "gpu.create_dn_tensor"(%5, %6, %7 : !pdl.range<value>, !pdl.value, !pdl.range<value>) 
      replace %2 with %8
    }
  }
  pdl.pattern @Q17 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.dealloc"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = operation "gpu.dealloc"(%4, %5 : !pdl.range<value>, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q18 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.destroy_dn_tensor"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = operation "gpu.destroy_dn_tensor"(%4, %5 : !pdl.range<value>, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q19 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.destroy_sp_mat"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = operation "gpu.destroy_sp_mat"(%4, %5 : !pdl.range<value>, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q20 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.dynamic_shared_memory"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.dynamic_shared_memory" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q21 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.func"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "gpu.func" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q22 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.module"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "gpu.module" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q23 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.global_id"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.global_id" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q24 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.grid_dim"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.grid_dim" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q25 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.host_register"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "gpu.host_register"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
  pdl.pattern @Q26 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.host_unregister"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "gpu.host_unregister"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
  pdl.pattern @Q27 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.lane_id"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.lane_id" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q28 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.launch_func"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = result 0 of %2
      %10 = result 0 of %2
      %11 = result 0 of %2
      %12 = result 0 of %2
      %13 = result 0 of %2
      %14 = result 0 of %2
      %15 = results of %2 
      %16 = result 0 of %2
      %17 = operation "gpu.launch_func"(%4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>, !pdl.value) 
      replace %2 with %17
    }
  }
  pdl.pattern @Q29 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.launch"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = result 0 of %2
      %10 = result 0 of %2
      %11 = result 0 of %2
      %12 = result 0 of %2
      %13 = result 0 of %2
      %14 = result 0 of %2
      %15 = operation "gpu.launch"(%4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %15
    }
  }
  pdl.pattern @Q30 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.memcpy"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "gpu.memcpy"(%4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q31 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.memset"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "gpu.memset"(%4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q32 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.num_subgroups"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.num_subgroups" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q33 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.printf"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "gpu.printf"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
  pdl.pattern @Q34 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.return"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "gpu.return"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
  pdl.pattern @Q35 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.rotate"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = operation "gpu.rotate"(%5 : !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q36 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.sddmm_buffer_size"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "gpu.sddmm_buffer_size"(%5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q37 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.sddmm"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "gpu.sddmm"(%4, %5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q38 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.set_csr_pointers"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "gpu.set_csr_pointers"(%4, %5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q39 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.set_default_device"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "gpu.set_default_device"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
  pdl.pattern @Q41 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.spgemm_copy"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "gpu.spgemm_copy"(%4, %5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q42 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.spgemm_create_descr"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = operation "gpu.spgemm_create_descr"(%5 : !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q43 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.spgemm_destroy_descr"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = operation "gpu.spgemm_destroy_descr"(%4, %5 : !pdl.range<value>, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q44 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.spgemm_work_estimation_or_compute"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = result 0 of %2
      %10 = result 0 of %2
      %11 = result 0 of %2
      %12 = operation "gpu.spgemm_work_estimation_or_compute"(%5, %6, %7, %8, %9, %10, %11 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %12
    }
  }
  pdl.pattern @Q45 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.spmm_buffer_size"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "gpu.spmm_buffer_size"(%5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q46 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.spmm"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = results of %2 
      %9 = operation "gpu.spmm"(%4, %5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q47 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.spmv_buffer_size"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "gpu.spmv_buffer_size"(%5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q48 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.spmv"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = result 0 of %2
      %8 = result 0 of %2
      %9 = operation "gpu.spmv"(%4, %5, %6, %7, %8 : !pdl.range<value>, !pdl.value, !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %9
    }
  }
  pdl.pattern @Q50 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_broadcast"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "gpu.subgroup_broadcast"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q51 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_id"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.subgroup_id" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q52 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_mma_compute"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = result 0 of %2
      %7 = operation "gpu.subgroup_mma_compute"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.value) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q53 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_mma_constant_matrix"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "gpu.subgroup_mma_constant_matrix"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q54 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_mma_elementwise"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "gpu.subgroup_mma_elementwise"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q55 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_mma_extract_thread_local"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "gpu.subgroup_mma_extract_thread_local"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q56 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_mma_insert_thread_local"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = results of %2 
      %7 = operation "gpu.subgroup_mma_insert_thread_local"(%4, %5, %6 : !pdl.value, !pdl.value, !pdl.range<value>) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q57 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_mma_load_matrix"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "gpu.subgroup_mma_load_matrix"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q59 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_reduce"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "gpu.subgroup_reduce"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q60 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.subgroup_size"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.subgroup_size" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q61 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.terminator"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "gpu.terminator" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q62 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.thread_id"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "gpu.thread_id" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q63 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.wait"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "gpu.wait"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q64 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.warp_execute_on_lane_0"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "gpu.warp_execute_on_lane_0"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q65 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "gpu.yield"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = results of %2 
      %4 = operation "gpu.yield"(%3 : !pdl.range<value>) 
      replace %2 with %4
    }
  }
}
