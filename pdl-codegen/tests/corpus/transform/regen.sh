#!/usr/bin/env bash
# Regenerates the goldens of the transform corpus with MLIR 22 (mlir-22-tools):
#   NAME.stdout  = mlir-opt-22 --allow-unregistered-dialect --transform-interpreter
#                  --mlir-print-op-generic NAME.mlir   (standard output)
#   NAME.stderr  = its standard error, file paths reduced to the file name
#   NAME.status  = its exit status
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
n=0
for f in *.mlir; do
  name=${f%.mlir}
  status=0
  "$MLIR_OPT" --allow-unregistered-dialect --transform-interpreter --mlir-print-op-generic \
    "$f" > "$name.stdout" 2> "$name.stderr.raw" || status=$?
  if [[ $status -gt 128 ]] || grep -q 'PLEASE submit a bug report' "$name.stderr.raw"; then
    echo "regen: MLIR crashes on $f" >&2; exit 1
  fi
  sed "s|[^ ]*/$f|$f|g" "$name.stderr.raw" > "$name.stderr"
  rm -f "$name.stderr.raw"
  echo "$status" > "$name.status"
  n=$((n + 1))
done
echo "regen: $n transform cases"
