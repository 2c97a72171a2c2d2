// A small dialect of the tests' own, read through the ODS import (pdl-ods/tests/tblgen.rs).

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let cppNamespace = "::toy";
}

class Toy_Op<string mnemonic, list<Trait> traits = []> :
    Op<Toy_Dialect, mnemonic, traits>;

def Toy_Color : I32EnumAttr<"Color", "a colour", [
    I32EnumAttrCase<"red", 0>, I32EnumAttrCase<"green", 1>, I32EnumAttrCase<"blue", 2>]> {
  let cppNamespace = "::toy";
}

def Toy_AddOp : Toy_Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs,
                       DefaultValuedAttr<I64Attr, "7">:$bias,
                       OptionalAttr<StrAttr>:$tag,
                       DefaultValuedAttr<Toy_Color, "::toy::Color::blue">:$color,
                       UnitAttr:$exact);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Toy_ConstantOp : Toy_Op<"constant",
    [ConstantLike, Pure, AllTypesMatch<["value", "result"]>]> {
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict $value";
}

def Toy_CmpOp : Toy_Op<"cmp", [NoMemoryEffect, SameTypeOperands,
    TypesMatchWith<"result is i1", "lhs", "result", "getI1($_self)">]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs I1:$result);
}

def Toy_PairOp : Toy_Op<"pair", [Pure]> {
  let arguments = (ins AnyType:$a);
  let results = (outs AnyType:$first, AnyType:$second);
}

def Toy_LoadOp : Toy_Op<"load"> {
  let arguments = (ins Arg<AnyMemRef, "the memory", [MemRead]>:$ref);
  let results = (outs AnyType:$value);
}

def Toy_StoreOp : Toy_Op<"store", [MemoryEffects<[MemWrite]>]> {
  let arguments = (ins AnyType:$value, AnyMemRef:$ref);
}

def Toy_BrOp : Toy_Op<"br", [Terminator, Pure,
    DeclareOpInterfaceMethods<BranchOpInterface>]> {
  let arguments = (ins Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $args^ `:` type($args) `)`)? attr-dict";
}

def Toy_SplitOp : Toy_Op<"split", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, Optional<I32>:$b, I32:$c);
  let results = (outs Variadic<AnyType>:$r);
}

def Toy_BodyOp : Toy_Op<"body", [IsolatedFromAbove, NoTerminator,
    RecursiveMemoryEffects]> {
  let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$rest);
}
