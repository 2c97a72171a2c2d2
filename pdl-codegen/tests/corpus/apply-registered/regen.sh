#!/usr/bin/env bash
# Regenerates the goldens here with MLIR 22: NAME.expected.mlir = mlir-ref NAME.mlir | mlir-normalize -
# TOOLS overrides the directory holding mlir-ref and mlir-normalize.
set -euo pipefail
cd "$(dirname "$0")"
TOOLS="$(cd "${TOOLS:-../../../../../shared/tools}" && pwd)"
for f in *.mlir; do
  case "$f" in *.expected.mlir) continue ;; esac
  timeout 60 "$TOOLS/mlir-ref" "$f" > "${f%.mlir}.raw"
  "$TOOLS/mlir-normalize" - < "${f%.mlir}.raw" > "${f%.mlir}.expected.mlir"
  rm -f "${f%.mlir}.raw"
done
