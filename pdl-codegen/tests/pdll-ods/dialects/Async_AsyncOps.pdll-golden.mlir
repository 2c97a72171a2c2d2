module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "async.add_to_group"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "async.add_to_group"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = operation "async.await_all"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "async.await_all"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "async.await"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "async.await"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "async.call"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    %3 = results 0 of %2  -> !pdl.range<value>
    rewrite %2 {
      %4 = operation "async.call"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
      replace %2 with %4
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "async.coro.begin"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "async.coro.begin"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = operand
    %1 = operation "async.coro.end"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "async.coro.end"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "async.coro.free"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "async.coro.free"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = type
    %1 = operation "async.coro.id"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "async.coro.id"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "async.coro.save"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "async.coro.save"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operation "async.coro.suspend"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "async.coro.suspend"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "async.create_group"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "async.create_group"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operands
    %1 = operands
    %2 = type
    %3 = types
    %4 = operation "async.execute"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2, %3 : !pdl.type, !pdl.range<type>)
    %5 = results 0 of %4  -> !pdl.value
    %6 = results 1 of %4  -> !pdl.range<value>
    rewrite %4 {
      %7 = operation "async.execute"(%0, %1 : !pdl.range<value>, !pdl.range<value>)  -> (%2, %3 : !pdl.type, !pdl.range<type>)
      replace %4 with %7
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operation "async.func" 
    rewrite %0 {
      %1 = operation "async.func" 
      replace %0 with %1
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operands
    %1 = operation "async.return"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "async.return"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = operation "async.runtime.add_ref"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "async.runtime.add_ref"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P15 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = type
    %3 = operation "async.runtime.add_to_group"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    rewrite %3 {
      %5 = operation "async.runtime.add_to_group"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.type)
      replace %3 with %5
    }
  }
  pdl.pattern @P16 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "async.runtime.await_and_resume"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "async.runtime.await_and_resume"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P17 : benefit(0) {
    %0 = operand
    %1 = operation "async.runtime.await"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "async.runtime.await"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P18 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "async.runtime.create_group"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "async.runtime.create_group"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P19 : benefit(0) {
    %0 = type
    %1 = operation "async.runtime.create"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "async.runtime.create"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P20 : benefit(0) {
    %0 = operand
    %1 = operation "async.runtime.drop_ref"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "async.runtime.drop_ref"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P21 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "async.runtime.is_error"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "async.runtime.is_error"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P22 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "async.runtime.load"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "async.runtime.load"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P23 : benefit(0) {
    %0 = type
    %1 = operation "async.runtime.num_worker_threads"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "async.runtime.num_worker_threads"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P24 : benefit(0) {
    %0 = operand
    %1 = operation "async.runtime.resume"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "async.runtime.resume"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P25 : benefit(0) {
    %0 = operand
    %1 = operation "async.runtime.set_available"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "async.runtime.set_available"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P26 : benefit(0) {
    %0 = operand
    %1 = operation "async.runtime.set_error"(%0 : !pdl.value) 
    rewrite %1 {
      %2 = operation "async.runtime.set_error"(%0 : !pdl.value) 
      replace %1 with %2
    }
  }
  pdl.pattern @P27 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operation "async.runtime.store"(%0, %1 : !pdl.value, !pdl.value) 
    rewrite %2 {
      %3 = operation "async.runtime.store"(%0, %1 : !pdl.value, !pdl.value) 
      replace %2 with %3
    }
  }
  pdl.pattern @P28 : benefit(0) {
    %0 = operands
    %1 = operation "async.yield"(%0 : !pdl.range<value>) 
    rewrite %1 {
      %2 = operation "async.yield"(%0 : !pdl.range<value>) 
      replace %1 with %2
    }
  }
}
