include "mlir/IR/OpBase.td"
def Broken : Op<NoSuchDialect, "y">;
