#!/usr/bin/env bash
# Regenerates NAME.interp.generic.mlir for every NAME.mlir here with MLIR 22 (mlir-22-tools).
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
for f in *.mlir; do
  case "$f" in *.interp.generic.mlir) continue ;; esac
  "$MLIR_OPT" --allow-unregistered-dialect --convert-pdl-to-pdl-interp "$f" \
    | "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic - > "${f%.mlir}.interp.generic.mlir"
done
