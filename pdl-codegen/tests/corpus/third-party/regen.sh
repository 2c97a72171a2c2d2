#!/bin/sh
# Makes the case files of this folder from a checkout of the third-party sources (see
# README.md): `regen.sh SRC` where SRC holds `pN.mlir` (the repository's
# `generatedOpts/N.mlir`) and `tN.mlir` (its `litTest/tN.mlir`). Each case is MLIR 22's
# reprint of them, never the authors' text: `optN.mlir` holds the patterns as
# `mlir-opt-22` prints them (custom form) in `module @patterns`, `optN.generic.mlir` the
# same patterns in generic form (`"builtin.module"() <{sym_name = "patterns"}>`), both
# beside the payload in generic form as `module @ir`. Goldens: `mlir-ref | mlir-normalize`.
set -eu
src=$1
tools=/work/shared/tools
here=$(cd "$(dirname "$0")" && pwd)
for p in "$src"/p*.mlir; do
  n=$(basename "$p" .mlir); n=${n#p}
  t="$src/t$n.mlir"
  [ -f "$t" ] || continue
  # The payload must verify in MLIR (a payload it rejects makes no case).
  payload=$(mlir-opt-22 --mlir-print-op-generic "$t" 2>/dev/null) || { echo "skip $n: payload rejected" >&2; continue; }
  payload=$(printf '%s\n' "$payload" | sed '1s/^"builtin.module"() ({/"builtin.module"() <{sym_name = "ir"}> ({/')
  custom=$(mlir-opt-22 "$p" | sed '1s/^module {/module @patterns {/')
  generic=$(mlir-opt-22 --mlir-print-op-generic "$p" | sed '1s/^"builtin.module"() ({/"builtin.module"() <{sym_name = "patterns"}> ({/')
  for form in custom generic; do
    if [ $form = custom ]; then out="$here/opt$n.mlir"; pats=$custom; else out="$here/opt$n.generic.mlir"; pats=$generic; fi
    {
      echo "// generatedOpts/$n.mlir and litTest/t$n.mlir of ajrichins/mlir-general-opt-test, as mlir-opt-22 prints them ($form patterns, generic payload)."
      printf '%s\n' "$pats"
      printf '%s\n' "$payload"
    } > "$out"
    "$tools/mlir-ref" "$out" | "$tools/mlir-normalize" - > "${out%.mlir}.expected.mlir"
  done
done

# xDSL's apply-pdl tests (`regen.sh SRC XDSL`): XDSL holds the files of
# xdslproject/xdsl's tests/filecheck/transforms/apply-pdl/ (without their RUN and CHECK
# lines); each becomes `xdsl_NAME.mlir` (custom patterns) and `xdsl_NAME.generic.mlir`.
[ $# -ge 2 ] || exit 0
for f in "$2"/*.mlir; do
  n=xdsl_$(basename "$f" .mlir | sed 's/^apply_pdl_//')
  split=$(mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic "$f" | python3 "$here/split_xdsl.py")
  generic=$(printf '%s\n' "$split" | sed -n '1,/^}) : () -> ()$/p')
  payload=$(printf '%s\n' "$split" | sed '1,/^}) : () -> ()$/d')
  custom=$(printf '%s\n' "$generic" | mlir-opt-22 -)
  for form in custom generic; do
    if [ $form = custom ]; then out="$here/$n.mlir"; pats=$custom; else out="$here/$n.generic.mlir"; pats=$generic; fi
    {
      echo "// tests/filecheck/transforms/apply-pdl/$(basename "$f") of xdslproject/xdsl, as mlir-opt-22 prints it ($form patterns, generic payload)."
      printf '%s\n' "$pats"
      printf '%s\n' "$payload"
    } > "$out"
    "$tools/mlir-ref" "$out" | "$tools/mlir-normalize" - > "${out%.mlir}.expected.mlir"
  done
done
