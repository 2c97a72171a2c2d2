module {
  func.func @p(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: tensor<100xf32>) {
    %c1 = arith.constant 1 : index
    scf.parallel (%arg6, %arg7) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %c1) {
      "u.op"(%arg6, %arg7) : (index, index) -> ()
      scf.reduce 
    }
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg2) init (%cst) -> f32 {
      %cst_0 = arith.constant 1.000000e+00 : f32
      scf.reduce(%cst_0 : f32) {
      ^bb0(%arg7: f32, %arg8: f32):
        %2 = "u.add"(%arg7, %arg8) : (f32, f32) -> f32
        scf.reduce.return %2 : f32
      }
    } {u.x}
    scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg2) {
      scf.reduce 
    }
    %c100 = arith.constant 100 : index
    %1 = scf.forall (%arg6) in (%c100) shared_outs(%arg7 = %arg5) -> (tensor<100xf32>) {
      %2 = "u.slice"(%arg5, %arg6) : (tensor<100xf32>, index) -> tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %2 into %arg7[%arg6] [1] [1] : tensor<1xf32> into tensor<100xf32>
      }
    }
    scf.forall (%arg6, %arg7) in (%c100, 7) {
      "u.op"(%arg6, %arg7) : (index, index) -> ()
    } {u.m = 1 : i64}
    scf.forall (%arg6, %arg7) = (0, %arg0) to (%arg1, 8) step (%c1, 2) {
    }
    scf.forall (%arg6) in (%arg1) {
    }
    scf.forall (%arg6) = (-2) to (%arg1) step (1) {
    }
    return
  }
}

