#!/bin/sh
# Makes the case files of this folder from copies of the third-party sources (README.md says
# where each is from): `regen.sh SOUPER XDSL PAIRS`, where
# - SOUPER holds `pN.mlir` (ajrichins/mlir-general-opt-test's `generatedOpts/N.mlir`) and
#   `tN.mlir` (its `litTest/tN.mlir`): cases `optN`;
# - XDSL holds files of xdslproject/xdsl's `tests/filecheck/transforms/apply-pdl/`, payload and
#   patterns side by side (split by split_xdsl.py): cases `xdsl_NAME`;
# - PAIRS holds `NAME.patterns.mlir` and `NAME.payload.mlir` (jerryzhao173985/mlir-pdl):
#   cases `jz_NAME`.
# Each case is MLIR 22's reprint of its sources, never the authors' text: `CASE.mlir` holds
# the patterns as `mlir-opt-22` prints them (custom form) in `module @patterns`,
# `CASE.generic.mlir` the same patterns in generic form, both beside the payload in generic
# form as `module @ir`. Goldens: `mlir-ref CASE | mlir-normalize -` (TOOLS overrides where
# those two scripts are).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# TOOLS: the directory holding mlir-ref and mlir-normalize (default: the workplace's).
tools=$(cd "${TOOLS:-$here/../../../../../shared/tools}" && pwd)

# make_case NAME SOURCE_NOTE GENERIC_PATTERNS_MODULE GENERIC_PAYLOAD_MODULE
make_case() {
  patterns=$(printf '%s\n' "$3" | sed '1s/^"builtin.module"() ({/"builtin.module"() <{sym_name = "patterns"}> ({/')
  payload=$(printf '%s\n' "$4" | sed '1s/^"builtin.module"() ({/"builtin.module"() <{sym_name = "ir"}> ({/')
  custom=$(printf '%s\n' "$patterns" | mlir-opt-22 -)
  for form in custom generic; do
    if [ $form = custom ]; then out="$here/$1.mlir"; pats=$custom; else out="$here/$1.generic.mlir"; pats=$patterns; fi
    {
      echo "// $2, as mlir-opt-22 prints them ($form patterns, generic payload)."
      printf '%s\n' "$pats"
      printf '%s\n' "$payload"
    } > "$out"
    "$tools/mlir-ref" "$out" | "$tools/mlir-normalize" - > "${out%.mlir}.expected.mlir"
  done
}

for p in "$1"/p*.mlir; do
  n=$(basename "$p" .mlir); n=${n#p}
  t="$1/t$n.mlir"
  [ -f "$t" ] || continue
  # A payload MLIR rejects makes no case.
  payload=$(mlir-opt-22 --mlir-print-op-generic "$t" 2>/dev/null) || { echo "skip $n: payload rejected" >&2; continue; }
  make_case "opt$n" "generatedOpts/$n.mlir and litTest/t$n.mlir of ajrichins/mlir-general-opt-test" \
    "$(mlir-opt-22 --mlir-print-op-generic "$p")" "$payload"
done

[ $# -ge 2 ] || exit 0
for f in "$2"/*.mlir; do
  split=$(mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic "$f" | python3 "$here/split_xdsl.py")
  make_case "xdsl_$(basename "$f" .mlir | sed 's/^apply_pdl_//')" \
    "tests/filecheck/transforms/apply-pdl/$(basename "$f") of xdslproject/xdsl" \
    "$(printf '%s\n' "$split" | sed -n '1,/^}) : () -> ()$/p' | sed '1s/ <{sym_name = "patterns"}>//')" \
    "$(printf '%s\n' "$split" | sed '1,/^}) : () -> ()$/d' | sed '1s/ <{sym_name = "ir"}>//')"
done

[ $# -ge 3 ] || exit 0
for p in "$3"/*.patterns.mlir; do
  n=$(basename "$p" .patterns.mlir)
  make_case "jz_$n" "$(sed -n '1s|^// source: ||p' "$p") of jerryzhao173985/mlir-pdl" \
    "$(mlir-opt-22 --mlir-print-op-generic "$p")" \
    "$(mlir-opt-22 --mlir-print-op-generic "$3/$n.payload.mlir")"
done
