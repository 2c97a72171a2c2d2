module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shard.all_gather"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shard.all_gather"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shard.all_reduce"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shard.all_reduce"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shard.all_slice"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shard.all_slice"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shard.all_to_all"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shard.all_to_all"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "shard.broadcast"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shard.broadcast"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "shard.gather"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shard.gather"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shard.get_sharding"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shard.get_sharding"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = operation "shard.grid" 
    rewrite %0 {
      %1 = operation "shard.grid" 
      replace %0 with %1
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = types
    %1 = operation "shard.grid_shape"  -> (%0 : !pdl.range<type>)
    %2 = results 0 of %1  -> !pdl.range<value>
    rewrite %1 {
      %3 = operation "shard.grid_shape"  -> (%0 : !pdl.range<type>)
      replace %1 with %3
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operands
    %1 = type
    %2 = type
    %3 = operation "shard.neighbors_linear_indices"(%0 : !pdl.range<value>)  -> (%1, %2 : !pdl.type, !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    %5 = results 1 of %3  -> !pdl.value
    rewrite %3 {
      %6 = operation "shard.neighbors_linear_indices"(%0 : !pdl.range<value>)  -> (%1, %2 : !pdl.type, !pdl.type)
      replace %3 with %6
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = type
    %1 = operation "shard.process_linear_index"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "shard.process_linear_index"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = types
    %1 = operation "shard.process_multi_index"  -> (%0 : !pdl.range<type>)
    %2 = results 0 of %1  -> !pdl.range<value>
    rewrite %1 {
      %3 = operation "shard.process_multi_index"  -> (%0 : !pdl.range<type>)
      replace %1 with %3
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "shard.recv"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shard.recv"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "shard.reduce"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shard.reduce"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shard.reduce_scatter"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shard.reduce_scatter"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "shard.scatter"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shard.scatter"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "shard.send"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shard.send"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "shard.shard"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shard.shard"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operands
    %1 = operand
    %2 = operands
    %3 = types
    %4 = operation "shard.shard_shape"(%0, %1, %2 : !pdl.range<value>, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.range<type>)
    %5 = results 0 of %4  -> !pdl.range<value>
    rewrite %4 {
      %6 = operation "shard.shard_shape"(%0, %1, %2 : !pdl.range<value>, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.range<type>)
      replace %4 with %6
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = type
    %3 = operation "shard.sharding"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shard.sharding"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "shard.shift"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "shard.shift"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = operation "shard.update_halo"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "shard.update_halo"(%0, %1 : !pdl.value, !pdl.range<value>)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
}
