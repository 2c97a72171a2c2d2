#!/usr/bin/env bash
# Regenerates the goldens of tests/backends_agree.rs: writes each small workload's case file
# (the test does, under WRITE_GOLDEN_INPUTS=1) and what MLIR 22 prints for it
# (`mlir-ref CASE | mlir-normalize -`). Needs mlir-opt-22 (apt-get install mlir-22-tools).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tools=${TOOLS:-$here/../../../../shared/tools}
WRITE_GOLDEN_INPUTS=1 cargo test -q -p pdl-benches --test backends_agree >/dev/null
for case in "$here"/*.mlir; do
  [[ $case == *.expected.mlir ]] && continue
  "$tools/mlir-ref" "$case" | "$tools/mlir-normalize" - >"${case%.mlir}.expected.mlir"
  echo "wrote ${case%.mlir}.expected.mlir"
done
