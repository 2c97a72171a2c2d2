#!/usr/bin/env bash
# Regenerates the goldens of the chunks of MLIR's mlir/test/Rewrite/pdl-bytecode.mlir
# with MLIR 22 (mlir-22-tools):
#   NAME.expected.mlir = mlir-ref NAME.mlir | mlir-normalize -
# mlir-ref runs `mlir-opt-22 --allow-unregistered-dialect --test-pdl-bytecode-pass
# --mlir-print-op-generic`, which is what `--split-input-file` does with each chunk.
# TOOLS overrides the directory holding mlir-ref and mlir-normalize.
set -euo pipefail
cd "$(dirname "$0")"
TOOLS="$(cd "${TOOLS:-../../../../../shared/tools}" && pwd)"
n=0
for dir in .; do
  for f in "$dir"/*.mlir; do
    case "$f" in *.expected.mlir) continue ;; esac
    out=${f%.mlir}.expected.mlir
    timeout 60 "$TOOLS/mlir-ref" "$f" > "$out.raw"
    "$TOOLS/mlir-normalize" - < "$out.raw" > "$out"
    rm -f "$out.raw"
    n=$((n + 1))
  done
done
echo "regen: $n chunks"
