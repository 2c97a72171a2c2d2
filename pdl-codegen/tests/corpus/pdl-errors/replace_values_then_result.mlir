// A `replace` with values followed by a statement naming a result: MLIR's parser takes the
// name as the optional replacement operation (`mlir-opt` prints this without the `{}`).
pdl.pattern : benefit(1) {
  %t = pdl.type
  %v = pdl.operand : %t
  %root = pdl.operation "x.identity"(%v : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %root {
    %o = pdl.operation "x.other"
    pdl.replace %root with (%v : !pdl.value)
    %r = pdl.result 0 of %o
  }
}
