#!/usr/bin/env bash
# Regenerates the goldens of MLIR's own PDLL test suite (mlir/test/mlir-pdll) with MLIR 22:
# every `.pdll` file here is cut into chunks at `// -----` (as `-split-input-file` cuts it),
# and every chunk is given to `mlir-pdll-22 -x=mlir` on its own, padded with the newlines
# that stood before it so that its diagnostics keep the file's lines and columns.
#   goldens/FILE/NN.mlir  what mlir-pdll prints for an accepted chunk (NN from 01);
#   goldens/FILE/NN.err   its diagnostics for a rejected chunk (the file named FILE);
#   goldens/FILE/NN.crash when mlir-pdll-22 crashes on the chunk (nothing to compare).
# The goldens come from MLIR's tools only, never from pdl-rs.
set -euo pipefail
cd "$(dirname "$0")"
MLIR_PDLL="${MLIR_PDLL:-mlir-pdll-22}"
MLIR_INCLUDE="${MLIR_INCLUDE:-/usr/lib/llvm-22/include}"
rm -rf goldens
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
find . -name '*.pdll' -not -path './goldens/*' -not -path '*/include/*' | sed 's|^\./||' | sort |
while read -r f; do
  out="goldens/$f"
  mkdir -p "$out"
  # The chunks, padded: one file per chunk in $tmp/chunks/.
  rm -rf "$tmp/chunks" && mkdir -p "$tmp/chunks"
  python3 - "$f" "$tmp/chunks" <<'PY'
import sys
src = open(sys.argv[1], encoding="utf-8").read()
marker = "// -----"
starts, ends, pos = [0], [], 0
while True:
    at = src.find(marker, pos)
    if at < 0:
        break
    ends.append(at)
    pos = at + len(marker)
    starts.append(pos)
ends.append(len(src))
for i, (s, e) in enumerate(zip(starts, ends), 1):
    before = src[:s]
    pad = "\n" * before.count("\n") + " " * (len(before) - (before.rfind("\n") + 1))
    with open(f"{sys.argv[2]}/{i:02}.pdll", "w", encoding="utf-8") as out:
        out.write(pad + src[s:e])
PY
  for chunk in "$tmp"/chunks/*.pdll; do
    n=$(basename "$chunk" .pdll)
    # The chunk stands where the file stands, for its `#include`s beside it.
    cp "$chunk" "$(dirname "$f")/.chunk-$n.pdll"
    if "$MLIR_PDLL" -x=mlir -I "$(dirname "$f")" -I "$MLIR_INCLUDE" \
        "$(dirname "$f")/.chunk-$n.pdll" > "$tmp/out" 2> "$tmp/err"; then
      sed "s|$(dirname "$f")/.chunk-$n.pdll|$(basename "$f")|g; s|\.chunk-$n\.pdll|$(basename "$f")|g" \
        "$tmp/out" > "$out/$n.mlir"
    elif grep -q '^Stack dump:' "$tmp/err"; then
      # mlir-pdll crashed (its backtrace is machine-specific): no golden to compare with.
      echo "mlir-pdll-22 crashed on this chunk" > "$out/$n.crash"
    else
      sed "s|$(dirname "$f")/.chunk-$n.pdll|$(basename "$f")|g; s|\.chunk-$n\.pdll|$(basename "$f")|g" \
        "$tmp/err" > "$out/$n.err"
    fi
    rm -f "$(dirname "$f")/.chunk-$n.pdll"
  done
done
