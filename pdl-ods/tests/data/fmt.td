// A small dialect of pdl-ods's own tests: three operations with assembly formats, to check
// that a user's ODS file gives operations whose custom syntax pdl-rs reads and prints
// (`tests/custom_syntax.rs`; `fmt.json` is its table: `ods-dump fmt.td -I INCLUDE
// --dialect fmt --json`).

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Fmt_Dialect : Dialect {
  let name = "fmt";
  let cppNamespace = "::fmt";
}

class Fmt_Op<string mnemonic, list<Trait> traits = []> :
    Op<Fmt_Dialect, mnemonic, traits>;

// A constant: its value without type, its `i64` result type buildable.
def Fmt_ConstOp : Fmt_Op<"const", [Pure]> {
  let arguments = (ins I64Attr:$value);
  let results = (outs I64:$result);
  let assemblyFormat = "$value attr-dict";
}

// An addition: one type for the operands and the result.
def Fmt_AddOp : Fmt_Op<"add", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnySignlessInteger:$lhs, AnySignlessInteger:$rhs);
  let results = (outs AnySignlessInteger:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// A print: a string, a unit attribute as an optional keyword, optional operands.
def Fmt_PrintOp : Fmt_Op<"print"> {
  let arguments = (ins StrAttr:$tag, UnitAttr:$verbose, Variadic<AnyType>:$inputs);
  let assemblyFormat =
    "$tag (`verbose` $verbose^)? ($inputs^ `:` type($inputs))? attr-dict";
}
