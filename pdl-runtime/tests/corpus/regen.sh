#!/usr/bin/env bash
# Regenerates the goldens of the text corpora with MLIR 22 (Debian package mlir-22-tools).
#   text/NAME.golden.mlir      = mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic NAME.mlir
#   text-errors/NAME.mlir-error = the first "file:line:col: error: ..." line mlir-opt-22 prints
#                                 for NAME.mlir, with the path reduced to the file name
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
for f in text/*.mlir; do
  case "$f" in *.golden.mlir) continue ;; esac
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "${f%.mlir}.golden.mlir"
done
for f in text-errors/*.mlir; do
  name=$(basename "$f")
  if "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" > /dev/null 2> /tmp/regen-err.txt; then
    echo "regen: $f is accepted by MLIR; it does not belong in text-errors" >&2
    exit 1
  fi
  grep -a -m1 -E ':[0-9]+:[0-9]+: error: ' /tmp/regen-err.txt | sed "s|^.*$name|$name|" > "${f%.mlir}.mlir-error"
done
