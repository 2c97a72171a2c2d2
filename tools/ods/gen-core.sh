#!/usr/bin/env bash
# Regenerates pdl-ods/data/core.json, the committed table of the op definitions of MLIR 22's
# core dialects (builtin, func, arith, cf, scf, math, memref, tensor), assembly formats
# included, from MLIR's own ODS files through `llvm-tblgen-22 --dump-json`; then the Rust files
# of the syntax table pdl-runtime compiles (pdl-runtime/src/dialects/ods/) from it.
#
# Needs (Debian, apt.llvm.org): llvm-22 (llvm-tblgen-22) and libmlir-22-dev (the .td files
# under /usr/lib/llvm-22/include/mlir). Nothing else in the repository needs them.
# Usage: tools/ods/gen-core.sh [INCLUDE_DIR]   (default /usr/lib/llvm-22/include)
set -euo pipefail
cd "$(dirname "$0")/../.."

inc="${1:-/usr/lib/llvm-22/include}"
mlir="$inc/mlir"
if ! command -v "${PDL_TBLGEN:-llvm-tblgen-22}" >/dev/null 2>&1; then
    echo "gen-core.sh: ${PDL_TBLGEN:-llvm-tblgen-22} not found (apt-get install llvm-22)" >&2
    exit 1
fi
files=(
    "$mlir/IR/BuiltinOps.td"
    "$mlir/Dialect/Func/IR/FuncOps.td"
    "$mlir/Dialect/Arith/IR/ArithOps.td"
    "$mlir/Dialect/ControlFlow/IR/ControlFlowOps.td"
    "$mlir/Dialect/SCF/IR/SCFOps.td"
    "$mlir/Dialect/Math/IR/MathOps.td"
    "$mlir/Dialect/MemRef/IR/MemRefOps.td"
    "$mlir/Dialect/Tensor/IR/TensorOps.td"
)
for f in "${files[@]}"; do
    [ -f "$f" ] || { echo "gen-core.sh: $f missing (apt-get install libmlir-22-dev)" >&2; exit 1; }
done
cargo run -q -p pdlrs-ods --bin ods-dump -- "${files[@]}" -I "$inc" \
    --dialect builtin,func,arith,cf,scf,math,memref,tensor --json > pdl-ods/data/core.json.new
mv pdl-ods/data/core.json.new pdl-ods/data/core.json
echo "wrote pdl-ods/data/core.json ($(grep -c '"record"' pdl-ods/data/core.json) operations)"
mkdir -p pdl-runtime/src/dialects/ods
cargo run -q -p pdlrs-ods --bin ods-dump -- --rust pdl-ods/data/core.json pdl-runtime/src/dialects/ods
echo "wrote pdl-runtime/src/dialects/ods/"
