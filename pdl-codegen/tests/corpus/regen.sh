#!/usr/bin/env bash
# Regenerates the goldens of the PDL corpora with MLIR 22 (mlir-22-tools).
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
for f in pdl/*.mlir; do
  case "$f" in *.interp.mlir|*.generic.mlir) continue ;; esac
  "$MLIR_OPT" --allow-unregistered-dialect "$f" > "${f%.mlir}.mlir-reprint"
  "$MLIR_OPT" --allow-unregistered-dialect --convert-pdl-to-pdl-interp "$f" > "${f%.mlir}.interp.mlir"
  # The lowering's golden in normalised generic form (../../../../shared/tools/mlir-normalize).
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "${f%.mlir}.interp.mlir" > "${f%.mlir}.interp.generic.mlir"
done
for f in pdl-errors/*.mlir; do
  name=$(basename "$f")
  if "$MLIR_OPT" "$f" > /dev/null 2> /tmp/regen-err.txt; then
    echo "regen: $f is accepted by MLIR" >&2; exit 1
  fi
  grep -a -m1 -E ':[0-9]+:[0-9]+: error: ' /tmp/regen-err.txt | sed "s|^.*$name|$name|" > "${f%.mlir}.mlir-error"
done
for f in pdl/*.mlir; do
  case "$f" in *.interp.mlir|*.generic.mlir) continue ;; esac
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "${f%.mlir}.generic.mlir"
done
for f in pdll/*.pdll; do
  (cd pdll && mlir-pdll-22 -x=mlir "$(basename "$f")" > "$(basename "${f%.pdll}").pdll-golden.mlir")
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "${f%.pdll}.pdll-golden.mlir" > "${f%.pdll}.pdll-normalized.mlir"
  # The lowering's golden for PDLL input, normalised.
  "$MLIR_OPT" --allow-unregistered-dialect --convert-pdl-to-pdl-interp "${f%.pdll}.pdll-golden.mlir" \
    | "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic - > "${f%.pdll}.pdll-interp.mlir"
done
