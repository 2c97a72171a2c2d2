include "mlir/IR/OpBase.td"

def Own_Dialect : Dialect {
  let name = "own";
  let cppNamespace = "::own";
}

def OwnInterface : OpInterface<"OwnInterface"> {
  let cppNamespace = "::own";
}

def Own_PairOp : Op<Own_Dialect, "pair", [DeclareOpInterfaceMethods<OwnInterface>]> {
  let summary = "two values in, two out";
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$first, AnyType:$second);
}

def Own_SwapOp : Op<Own_Dialect, "swap"> {
  let arguments = (ins Variadic<AnyType>:$ins);
  let results = (outs Variadic<AnyType>:$outs);
}

def Own_TagOp : Op<Own_Dialect, "tag"> {
  let arguments = (ins StrAttr:$name, OptionalAttr<I64Attr>:$weight);
}

def Own_ConcatOp : Op<Own_Dialect, "concat"> {
  let arguments = (ins Variadic<AnyType>:$head, Variadic<AnyType>:$tail);
  let results = (outs Variadic<AnyType>:$outs, Optional<AnyType>:$extra);
}
