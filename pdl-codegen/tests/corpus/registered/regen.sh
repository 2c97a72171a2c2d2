#!/usr/bin/env bash
# Regenerates the goldens of the registered-operation lowering cases with MLIR 22:
#   NAME.interp.generic.mlir = mlir-opt-22 --allow-unregistered-dialect
#       --convert-pdl-to-pdl-interp --mlir-print-op-generic NAME.mlir | mlir-normalize -
#   NAME.mlir-error          = the first line of mlir-opt-22's stderr, for a case it rejects
# TOOLS overrides the directory holding mlir-normalize.
set -euo pipefail
cd "$(dirname "$0")"
TOOLS="$(cd "${TOOLS:-../../../../../shared/tools}" && pwd)"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
for f in *.mlir; do
  case "$f" in *.interp.generic.mlir) continue ;; esac
  stem=${f%.mlir}
  if "$MLIR_OPT" --allow-unregistered-dialect --convert-pdl-to-pdl-interp --mlir-print-op-generic "$f" > "$stem.raw" 2> "$stem.err"; then
    "$TOOLS/mlir-normalize" - < "$stem.raw" > "$stem.interp.generic.mlir"
  else
    head -1 "$stem.err" > "$stem.mlir-error"
  fi
  rm -f "$stem.raw" "$stem.err"
done
