module {
  pdl.pattern @P0 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = operation "mpi.allreduce"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    %5 = results 0 of %4  -> !pdl.value
    rewrite %4 {
      %6 = operation "mpi.allreduce"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
      replace %4 with %6
    }
  }
  pdl.pattern @P1 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "mpi.barrier"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "mpi.barrier"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P2 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = type
    %3 = operation "mpi.comm_rank"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    %5 = results 1 of %3  -> !pdl.value
    rewrite %3 {
      %6 = operation "mpi.comm_rank"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
      replace %3 with %6
    }
  }
  pdl.pattern @P3 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = type
    %3 = operation "mpi.comm_size"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
    %4 = results 0 of %3  -> !pdl.value
    %5 = results 1 of %3  -> !pdl.value
    rewrite %3 {
      %6 = operation "mpi.comm_size"(%0 : !pdl.value)  -> (%1, %2 : !pdl.type, !pdl.type)
      replace %3 with %6
    }
  }
  pdl.pattern @P4 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = type
    %4 = type
    %5 = operation "mpi.comm_split"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3, %4 : !pdl.type, !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    %7 = results 1 of %5  -> !pdl.value
    rewrite %5 {
      %8 = operation "mpi.comm_split"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.value)  -> (%3, %4 : !pdl.type, !pdl.type)
      replace %5 with %8
    }
  }
  pdl.pattern @P5 : benefit(0) {
    %0 = type
    %1 = operation "mpi.comm_world"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "mpi.comm_world"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P6 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "mpi.error_class"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "mpi.error_class"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P7 : benefit(0) {
    %0 = type
    %1 = operation "mpi.finalize"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "mpi.finalize"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P8 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = type
    %6 = operation "mpi.irecv"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    %8 = results 1 of %6  -> !pdl.value
    rewrite %6 {
      %9 = operation "mpi.irecv"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
      replace %6 with %9
    }
  }
  pdl.pattern @P9 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = type
    %6 = operation "mpi.isend"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
    %7 = results 0 of %6  -> !pdl.value
    %8 = results 1 of %6  -> !pdl.value
    rewrite %6 {
      %9 = operation "mpi.isend"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4, %5 : !pdl.type, !pdl.type)
      replace %6 with %9
    }
  }
  pdl.pattern @P10 : benefit(0) {
    %0 = type
    %1 = operation "mpi.init"  -> (%0 : !pdl.type)
    %2 = results 0 of %1  -> !pdl.value
    rewrite %1 {
      %3 = operation "mpi.init"  -> (%0 : !pdl.type)
      replace %1 with %3
    }
  }
  pdl.pattern @P11 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = operation "mpi.recv"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "mpi.recv"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P12 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "mpi.retval_check"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "mpi.retval_check"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
  pdl.pattern @P13 : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operand
    %3 = operand
    %4 = type
    %5 = operation "mpi.send"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
    %6 = results 0 of %5  -> !pdl.value
    rewrite %5 {
      %7 = operation "mpi.send"(%0, %1, %2, %3 : !pdl.value, !pdl.value, !pdl.value, !pdl.value)  -> (%4 : !pdl.type)
      replace %5 with %7
    }
  }
  pdl.pattern @P14 : benefit(0) {
    %0 = operand
    %1 = type
    %2 = operation "mpi.wait"(%0 : !pdl.value)  -> (%1 : !pdl.type)
    %3 = results 0 of %2  -> !pdl.value
    rewrite %2 {
      %4 = operation "mpi.wait"(%0 : !pdl.value)  -> (%1 : !pdl.type)
      replace %2 with %4
    }
  }
}
