module {
  pdl.pattern @Q0 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.all_gather"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "shard.all_gather"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q1 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.all_reduce"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "shard.all_reduce"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q2 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.all_slice"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "shard.all_slice"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.all_to_all"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "shard.all_to_all"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q4 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.broadcast"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "shard.broadcast"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q5 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.gather"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "shard.gather"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q6 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.get_sharding"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "shard.get_sharding"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q7 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.grid"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      %3 = operation "shard.grid" 
      replace %2 with %3
    }
  }
  pdl.pattern @Q8 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.grid_shape"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "shard.grid_shape" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q9 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.neighbors_linear_indices"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    %4 = results 1 of %2  -> !pdl.value
    rewrite %2 {
      %5 = results of %2 
      %6 = operation "shard.neighbors_linear_indices"(%5 : !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q10 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.process_linear_index"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shard.process_linear_index" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q11 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.process_multi_index"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "shard.process_multi_index" 
      replace %2 with %4
    }
  }
  pdl.pattern @Q12 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.recv"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "shard.recv"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q13 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.reduce"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "shard.reduce"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q14 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.reduce_scatter"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "shard.reduce_scatter"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q15 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.scatter"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "shard.scatter"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q16 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.send"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "shard.send"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q17 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.shard"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = result 0 of %2
      %6 = operation "shard.shard"(%4, %5 : !pdl.value, !pdl.value) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q18 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.shard_shape"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = results of %2 
      %5 = result 0 of %2
      %6 = results of %2 
      %7 = operation "shard.shard_shape"(%4, %5, %6 : !pdl.range<value>, !pdl.value, !pdl.range<value>) 
      replace %2 with %7
    }
  }
  pdl.pattern @Q19 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.sharding"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = results of %2 
      %6 = operation "shard.sharding"(%4, %5 : !pdl.range<value>, !pdl.range<value>) 
      replace %2 with %6
    }
  }
  pdl.pattern @Q20 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.shift"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = results of %2 
      %5 = operation "shard.shift"(%4 : !pdl.range<value>) 
      replace %2 with %5
    }
  }
  pdl.pattern @Q21 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "shard.update_halo"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = result 0 of %2
      %5 = results of %2 
      %6 = operation "shard.update_halo"(%4, %5 : !pdl.value, !pdl.range<value>) 
      replace %2 with %6
    }
  }
}
