module {
  module @ir {
    func.func @f(%arg0: i32, %arg1: index, %arg2: i1) {
      scf.execute_region {
        cf.assert %arg2, "kept"
        scf.yield
      }
      "test.success"() : () -> ()
      return
    }
  }
}

