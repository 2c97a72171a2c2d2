#!/usr/bin/env bash
# Regenerates the goldens of tests/pdll_ods.rs with MLIR 22's own tools (never with pdl-rs):
#   NAME.pdll-golden.mlir   `mlir-pdll-22 -x=mlir` of each PDLL file here (including MLIR's
#                           dialect .td files from $MLIR_INCLUDE, and own_dialect.td);
#   NAME.pdll-warnings      its `warning:` and `note:` lines, for a file that has warnings;
#   errors/NAME.pdll-error  the `error:` and `note:` lines mlir-pdll-22 prints for each
#                           malformed file, $MLIR_INCLUDE written `<include>`.
# Needs mlir-22-tools and libmlir-22-dev (Debian).
set -euo pipefail
cd "$(dirname "$0")"
MLIR_PDLL=${MLIR_PDLL:-mlir-pdll-22}
MLIR_INCLUDE=${MLIR_INCLUDE:-/usr/lib/llvm-22/include}

for f in *.pdll; do
  "$MLIR_PDLL" -x=mlir -I "$MLIR_INCLUDE" "$f" > "${f%.pdll}.pdll-golden.mlir" 2> "$f.stderr"
  # NAME.pdll-warnings: its `warning:`/`note:` lines, for the files that have any.
  if grep -qE ': warning: ' "$f.stderr"; then
    grep -E ': (warning|note): ' "$f.stderr" | sed "s#$MLIR_INCLUDE/#<include>/#" \
      > "${f%.pdll}.pdll-warnings"
  fi
  rm "$f.stderr"
done

cd errors
for f in *.pdll; do
  if "$MLIR_PDLL" -x=mlir -I "$MLIR_INCLUDE" "$f" > /dev/null 2> "${f%.pdll}.stderr"; then
    echo "$f: accepted by $MLIR_PDLL" >&2
    exit 1
  fi
  grep -E ': (error|note): ' "${f%.pdll}.stderr" | sed "s#$MLIR_INCLUDE/#<include>/#" \
    > "${f%.pdll}.pdll-error"
  rm "${f%.pdll}.stderr"
done
