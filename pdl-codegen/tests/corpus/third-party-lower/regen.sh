#!/bin/sh
# Makes the cases of this folder from copies of third-party pattern files (README.md says
# where each is from): `regen.sh SRC`, SRC holding them as `NAME.mlir`. Each case is MLIR 22's
# reprint of one file, never the authors' text: `NAME.mlir` in custom form, `NAME.generic.mlir`
# in generic form; the golden `NAME.expected.mlir` is
# `mlir-opt-22 --allow-unregistered-dialect --convert-pdl-to-pdl-interp --mlir-print-op-generic`
# of the source, which `pdl-opt --convert-pdl-to-pdl-interp` must print for both forms.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
for f in "$1"/*.mlir; do
  n=$(basename "$f" .mlir)
  case $n in p*) n=souper_${n#p} ;; *) n=souper_$n ;; esac
  note="of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints it"
  { echo "// $(sed -n '1s|^// source: ||p' "$f") $note."; mlir-opt-22 "$f"; } > "$here/$n.mlir"
  { echo "// $(sed -n '1s|^// source: ||p' "$f") $note in generic form."; mlir-opt-22 --mlir-print-op-generic "$f"; } > "$here/$n.generic.mlir"
  mlir-opt-22 --allow-unregistered-dialect --convert-pdl-to-pdl-interp --mlir-print-op-generic "$f" > "$here/$n.expected.mlir"
done
