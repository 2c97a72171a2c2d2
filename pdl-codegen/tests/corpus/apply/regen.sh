#!/usr/bin/env bash
# Regenerates the goldens of the apply corpora with MLIR 22 (mlir-22-tools):
#   apply/NAME.expected.mlir           = mlir-ref NAME.mlir | mlir-normalize -
#   ../apply-errors/NAME.mlir-stderr   = mlir-ref's stderr for a case MLIR rejects (path reduced to the file name)
#   examples/data/mlp.expected.mlir    = the bundled example's golden
# mlir-ref runs `mlir-opt-22 --allow-unregistered-dialect --test-pdl-bytecode-pass
# --mlir-print-op-generic`; both tools honour MLIR_OPT (default mlir-opt-22).
# TOOLS overrides the directory holding mlir-ref and mlir-normalize.
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)
TOOLS="$(cd "${TOOLS:-../../../../../shared/tools}" && pwd)"
export MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"

golden() { # CASE.mlir -> CASE.expected.mlir
  local f=$1 out=${1%.mlir}.expected.mlir
  if ! timeout 60 "$TOOLS/mlir-ref" "$f" > "$out.raw"; then
    rm -f "$out.raw"
    echo "regen: MLIR rejects $f" >&2
    exit 1
  fi
  "$TOOLS/mlir-normalize" - < "$out.raw" > "$out"
  rm -f "$out.raw"
}

n=0
for f in *.mlir; do
  case "$f" in *.expected.mlir) continue ;; esac
  golden "$f"
  n=$((n + 1))
done
echo "regen: $n apply cases"

cd "$here/../apply-errors"
m=0
for f in *.mlir; do
  status=0
  timeout 60 "$TOOLS/mlir-ref" "$f" > /dev/null 2> "$f-stderr.raw" || status=$?
  if [[ $status -eq 0 ]]; then
    echo "regen: apply-errors/$f is accepted by MLIR" >&2; exit 1
  fi
  if [[ $status -gt 128 ]] || grep -q 'PLEASE submit a bug report' "$f-stderr.raw"; then
    echo "regen: MLIR crashes on apply-errors/$f" >&2; exit 1
  fi
  sed "s|[^ ]*/$f|$f|g" "$f-stderr.raw" > "$f-stderr"
  rm -f "$f-stderr.raw"
  m=$((m + 1))
done
echo "regen: $m apply-errors cases"

cd "$here/../../../../examples/data"
golden mlp.mlir
echo "regen: examples/data/mlp.expected.mlir"
