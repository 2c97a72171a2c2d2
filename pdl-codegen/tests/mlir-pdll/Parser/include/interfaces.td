include "mlir/IR/OpBase.td"

def TestAttrInterface : AttrInterface<"TestAttrInterface">;
def TestOpInterface : OpInterface<"TestOpInterface">;
def TestTypeInterface : TypeInterface<"TestTypeInterface">;
