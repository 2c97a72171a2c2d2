#!/usr/bin/env bash
# Regenerates the goldens of the MLIR test files here with MLIR 22 (mlir-22-tools), running
# mlir-opt-22 with the flags of each file's RUN line (see README.md).
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
# mlir/test/Rewrite/pdl-bytecode.mlir: RUN: mlir-opt %s -test-pdl-bytecode-pass -split-input-file
"$MLIR_OPT" pdl-bytecode.mlir -test-pdl-bytecode-pass -split-input-file > pdl-bytecode.mlir.expected
"$MLIR_OPT" pdl-bytecode.mlir -test-pdl-bytecode-pass -split-input-file --mlir-print-op-generic \
  > pdl-bytecode.mlir.generic.expected
# mlir/test/Dialect/PDL/invalid.mlir: RUN: mlir-opt %s -split-input-file -verify-diagnostics
"$MLIR_OPT" pdl-invalid.mlir -split-input-file -verify-diagnostics > pdl-invalid.mlir.expected
# mlir/test/Dialect/PDL/ops.mlir: RUN: mlir-opt -split-input-file %s | mlir-opt
"$MLIR_OPT" -split-input-file pdl-ops.mlir > pdl-ops.mlir.expected
"$MLIR_OPT" -split-input-file pdl-ops.mlir | "$MLIR_OPT" > /dev/null
"$MLIR_OPT" -split-input-file -mlir-print-op-generic pdl-ops.mlir > pdl-ops.mlir.generic.expected
# mlir/test/Conversion/PDLToPDLInterp/*.mlir:
#   RUN: mlir-opt -split-input-file -convert-pdl-to-pdl-interp %s | FileCheck %s
# (pdl-opt prints pdl_interp in generic form only: the golden is in generic form.)
for f in pdl-to-pdl-interp-*.mlir; do
  case "$f" in *.expected) continue ;; esac
  "$MLIR_OPT" -split-input-file -convert-pdl-to-pdl-interp --mlir-print-op-generic "$f" \
    > "$f.generic.expected"
done
# The driver's own cases: stdout and stderr (and exit status) of
# mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic --split-input-file [--verify-diagnostics].
cd driver
for f in *.mlir; do
  for mode in split verify; do
    flags=(--allow-unregistered-dialect --mlir-print-op-generic --split-input-file)
    [[ $mode == verify ]] && flags+=(--verify-diagnostics)
    set +e
    "$MLIR_OPT" "${flags[@]}" "$f" > "${f%.mlir}.$mode.stdout" 2> "${f%.mlir}.$mode.stderr"
    echo $? > "${f%.mlir}.$mode.status"
    set -e
  done
done
# The same with the transform interpreter (driver-transform/).
cd ../driver-transform
for f in *.mlir; do
  set +e
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic --transform-interpreter \
    --split-input-file --verify-diagnostics "$f" > "${f%.mlir}.verify.stdout" 2> "${f%.mlir}.verify.stderr"
  echo $? > "${f%.mlir}.verify.status"
  set -e
done
echo "regen: done"
