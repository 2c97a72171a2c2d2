#!/usr/bin/env bash
# The goldens of tests/pdll_ods.rs's apply test, from MLIR 22's tools only: each NAME.pdll
# is compiled by mlir-pdll-22 -x=mlir, put beside NAME.payload.mlir as the test pass's
# `module @patterns`/`module @ir`, and mlir-opt-22 --test-pdl-bytecode-pass applies it;
# NAME.expected.mlir is what it prints of `module @ir`.
set -euo pipefail
cd "$(dirname "$0")"
MLIR_PDLL=${MLIR_PDLL:-mlir-pdll-22}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
MLIR_INCLUDE=${MLIR_INCLUDE:-/usr/lib/llvm-22/include}
for f in *.pdll; do
  n=${f%.pdll}
  {
    echo "module @patterns {"
    "$MLIR_PDLL" -x=mlir -I "$MLIR_INCLUDE" "$f" | grep -v '^#loc' \
      | sed 's/ loc(#loc[0-9]*)$//' | sed -n '/^module {/,/^}/p' | sed '1d;$d'
    echo "}"
    echo "module @ir {"
    cat "$n.payload.mlir"
    echo "}"
  } > "$n.case.tmp"
  "$MLIR_OPT" --test-pdl-bytecode-pass "$n.case.tmp" | sed -n '/module @ir/,$p' > "$n.expected.mlir"
  rm "$n.case.tmp"
done
