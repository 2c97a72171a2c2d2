#!/usr/bin/env bash
# Regenerates the goldens of tests/pdll_include.rs with MLIR 22's own mlir-pdll (never with
# pdl-rs):
#   NAME.pdll-golden.mlir   `mlir-pdll-22 -x=mlir` of each PDLL file here;
#   errors/NAME.pdll-error  the `error:` and `note:` lines mlir-pdll-22 prints for each
#                           malformed file.
# The files under inc/ are only included. mlir-pdll looks an `#include` up from the current
# directory and its `-I` directories (pdl-rs also beside the including file): `-I inc` for
# the nested include.
set -euo pipefail
cd "$(dirname "$0")"
MLIR_PDLL=${MLIR_PDLL:-mlir-pdll-22}

for f in *.pdll; do
  "$MLIR_PDLL" -x=mlir -I inc "$f" > "${f%.pdll}.pdll-golden.mlir"
done

cd errors
for f in *.pdll; do
  if "$MLIR_PDLL" -x=mlir -I inc "$f" > /dev/null 2> "${f%.pdll}.stderr"; then
    echo "$f: accepted by $MLIR_PDLL" >&2
    exit 1
  fi
  grep -E ': (error|note): ' "${f%.pdll}.stderr" > "${f%.pdll}.pdll-error"
  rm "${f%.pdll}.stderr"
done
