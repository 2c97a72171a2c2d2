include "mlir/IR/OpBase.td"

def Toy_Dialect : Dialect {
  let name = "toy";
}

def Toy_AddOp : Op<Toy_Dialect, "add"> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$sum);
}
