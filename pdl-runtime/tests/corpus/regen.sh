#!/usr/bin/env bash
# Regenerates the goldens of the text corpora with MLIR 22 (Debian package mlir-22-tools).
#   text/NAME.golden.mlir      = mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic NAME.mlir
#   text-errors/NAME.mlir-error = the first "file:line:col: error: ..." line mlir-opt-22 prints
#                                 for NAME.mlir, with the path reduced to the file name
#   props/NAME.golden.mlir, props-errors/NAME.mlir-error: the same, for payloads of MLIR's core
#                                 dialects (read with their definitions registered)
#   custom/NAME.custom.golden.mlir  = mlir-opt-22 --allow-unregistered-dialect NAME.mlir
#   custom/NAME.generic.golden.mlir = the same with --mlir-print-op-generic
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
for f in text/*.mlir props/*.mlir; do
  case "$f" in *.golden.mlir | *.reread.mlir) continue ;; esac
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "${f%.mlir}.golden.mlir"
done
# A props golden that MLIR does not read back to itself (a property left unset gets its
# default when read again): props/NAME.reread.mlir is what mlir-opt-22 prints for the golden.
for f in props/*.golden.mlir; do
  r="${f%.golden.mlir}.reread.mlir"
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "$r"
  if cmp -s "$f" "$r"; then rm "$r"; fi
done
# custom-hand/NAME.custom.mlir and NAME.generic.mlir: mlir-opt-22's custom and generic forms.
for f in custom-hand/*.mlir; do
  case "$f" in *.custom.mlir | *.generic.mlir) continue ;; esac
  "$MLIR_OPT" --allow-unregistered-dialect "$f" > "${f%.mlir}.custom.mlir"
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "${f%.mlir}.generic.mlir"
  # The custom form read back (MLIR's custom print may drop what the input said, e.g. a
  # constant step of 1 of `scf.forall` becomes the static one).
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "${f%.mlir}.custom.mlir" \
    > "${f%.mlir}.custom.generic.mlir"
done
# custom/NAME.custom.golden.mlir and NAME.generic.golden.mlir: the same.
for f in custom/*.mlir; do
  case "$f" in *.golden.mlir) continue ;; esac
  "$MLIR_OPT" --allow-unregistered-dialect "$f" > "${f%.mlir}.custom.golden.mlir"
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" > "${f%.mlir}.generic.golden.mlir"
done
for f in text-errors/*.mlir props-errors/*.mlir custom-hand-errors/*.mlir; do
  name=$(basename "$f")
  if "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$f" > /dev/null 2> /tmp/regen-err.txt; then
    echo "regen: $f is accepted by MLIR; it does not belong in text-errors" >&2
    exit 1
  fi
  grep -a -m1 -E ':[0-9]+:[0-9]+: error: ' /tmp/regen-err.txt | sed "s|^.*$name|$name|" > "${f%.mlir}.mlir-error"
done
