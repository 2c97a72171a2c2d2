#!/usr/bin/env bash
# compare-mlir.sh: times pdl-opt (and, with NATIVE=1, native-opt) against MLIR's own PDL
# bytecode pass on the back-end benchmark workloads (pdl_benches::workloads), and checks they
# all give the same IR.
#
# Usage: benches/compare-mlir.sh            (from anywhere; not run by CI)
#
# Environment:
#   REPEAT=N       runs of each tool per workload, the fastest kept (default 3)
#   QUICK=1        the small set (mlp-40, many-10, prefix-10, chain-10000) instead of the full
#                  one (mlp 40/400/4000, many and prefix 10/100/1000, chain-1000000)
#   ONLY=REGEX     only the workloads whose name matches (grep -E), e.g. ONLY='^mlp-4000$'
#   NATIVE=1       also time native-opt, built for each workload with
#                  PDL_NATIVE_PATTERNS=<its case file> (one build per distinct pattern module,
#                  kept as WORK/native-opt.<hash>; a large set takes minutes to compile)
#   MLIR_OPT=PATH  the mlir-opt binary (default mlir-opt-22); if it is not found, the
#                  workloads are exported and the script exits 0
#   WORK=DIR       where the workloads, outputs and logs go (kept); by default a temporary
#                  directory, removed at the end unless an output differed or mlir-opt is
#                  missing
#   CARGO_TARGET_DIR  honoured when locating the release binaries
#
# What is timed: each tool's own --mlir-timing report (wall time), on one file holding
# `module @patterns` beside `module @ir` (Workload::case_file):
#   mlir-opt --allow-unregistered-dialect --test-pdl-bytecode-pass --mlir-timing
#            --mlir-print-op-generic -o OUT FILE
#   pdl-opt --mlir-print-op-generic --mlir-timing -o OUT FILE
#   native-opt --mlir-timing -o OUT FILE      (NATIVE=1; the patterns compiled in)
# "pass" is the TestPDLByteCodePass line: compiling the patterns (PDL -> matcher program ->
# bytecode) plus the greedy driver applying them to @ir, plus verifying the result.
# native-opt's pass is the greedy driver and the verification only: its patterns were
# compiled when it was built.
# "total" is the report's Total: parsing, the pass, printing and writing the output (both
# tools start the clock with the input file in memory). Pass and total are each the minimum
# over the REPEAT runs. The outputs are compared verbatim, then, if that fails, after
# $NORMALIZE (mlir-opt reprinting with renumbered values), when one is given; the first
# lines of a difference go to WORK/diffs.log and the table says DIFFERENT.
set -euo pipefail

REPEAT="${REPEAT:-3}"
QUICK="${QUICK:-0}"
ONLY="${ONLY:-}"
NATIVE="${NATIVE:-0}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
# A normalizer of MLIR text (reprint with renumbered values), if one is at hand: the path in
# $NORMALIZE, else `mlir-normalize` on the PATH; without one, outputs are compared verbatim.
NORMALIZE="${NORMALIZE:-$(command -v mlir-normalize || true)}"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

echo "building pdl-opt and export-workloads (release)..." >&2
cargo build --release -p pdlrs-codegen --bin pdl-opt -p pdl-benches --bin export-workloads >&2
target="${CARGO_TARGET_DIR:-$root/target}"
pdl_opt="$target/release/pdl-opt"
export_workloads="$target/release/export-workloads"

keep=0
if [[ -n "${WORK:-}" ]]; then
  work="$WORK"
  mkdir -p "$work"
  keep=1
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/compare-mlir.XXXXXX")"
fi
cleanup() { if [[ "$keep" == 0 ]]; then rm -rf "$work"; fi; }
trap cleanup EXIT

quick_flag=()
if [[ "$QUICK" == 1 ]]; then quick_flag=(--quick); fi
"$export_workloads" "$work" "${quick_flag[@]}"

if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
  keep=1
  echo "compare-mlir: '$MLIR_OPT' not found (apt-get install mlir-22-tools, or set MLIR_OPT);" \
    "the workloads are in $work" >&2
  exit 0
fi

# The wall seconds of a --mlir-timing report's pass line and Total line.
pass_seconds() { awk '/%\)  (\(anonymous namespace\)::)?TestPDLByteCodePass$/ { print $1; exit }' "$1"; }
total_seconds() { awk '/%\)  Total$/ { print $1; exit }' "$1"; }
# The smaller of two numbers, the first possibly empty.
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print "-"; else printf "%.2f", a / b }'; }

# Runs one tool REPEAT times on FILE; prints "pass total" (fastest of each) or "FAIL FAIL".
# Usage: time_tool NAME OUT ERR CMD...
time_tool() {
  local name="$1" out="$2" err="$3"
  shift 3
  local best_pass="" best_total="" r
  for ((r = 0; r < REPEAT; r++)); do
    if ! "$@" 2>"$err"; then
      echo "compare-mlir: $name failed (see $err):" >&2
      head -n 5 "$err" >&2
      echo "FAIL FAIL"
      return
    fi
    best_pass="$(min "$best_pass" "$(pass_seconds "$err")")"
    best_total="$(min "$best_total" "$(total_seconds "$err")")"
  done
  echo "$best_pass $best_total"
}

log="$work/diffs.log"
: >"$log"
fmt="%-18s %8s %8s  %10s %10s %7s  %10s %10s %7s"
head1=(workload ops rewrites "mlir pass" "pdl pass" ratio "mlir total" "pdl total" ratio)
head2=("" "" "" "s" "s" "m/p" "s" "s" "m/p")
if [[ "$NATIVE" == 1 ]]; then
  fmt+="  %11s %7s  %12s %7s"
  head1+=("native pass" ratio "native total" ratio)
  head2+=("s" "m/n" "s" "m/n")
fi
fmt+="  %s\n"
table="$(printf "$fmt" "${head1[@]}" "same output")"
table+=$'\n'"$(printf "$fmt" "${head2[@]}" "")"

# native-opt built with the patterns of case file $1 (cached by the patterns module's text).
native_opt_for() {
  local key bin
  key="$(sed '/^module @ir {/,$d' "$1" | md5sum | cut -c1-12)"
  bin="$work/native-opt.$key"
  if [[ ! -x "$bin" ]]; then
    echo "building native-opt for $(basename "$1")'s patterns (release)..." >&2
    PDL_NATIVE_PATTERNS="$1" cargo build --release -p pdl-benches --bin native-opt </dev/null >&2
    cp "$target/release/native-opt" "$bin"
  fi
  echo "$bin"
}

# Whether output $2 is $1 (verbatim, or after mlir-normalize); a difference goes to the log.
# Usage: same_ir REF OUT NAME TOOL
same_ir() {
  local ref="$1" out="$2" name="$3" tool="$4" norm_ok=0 norm_err="$work/$3.normalize.err" rc=1
  if cmp -s "$ref" "$out"; then return 0; fi
  if [[ -x "$NORMALIZE" ]] \
    && MLIR_OPT="$MLIR_OPT" "$NORMALIZE" "$ref" >"$ref.norm" 2>"$norm_err" \
    && MLIR_OPT="$MLIR_OPT" "$NORMALIZE" "$out" >"$out.norm" 2>>"$norm_err"; then
    norm_ok=1
  fi
  if [[ "$norm_ok" == 1 ]] && cmp -s "$ref.norm" "$out.norm"; then
    rc=0
  else
    {
      echo "== $name: mlir-opt (<) vs $tool (>)"
      if [[ -s "$norm_err" ]]; then head -n 10 "$norm_err"; fi
      if [[ "$norm_ok" == 1 ]]; then
        diff "$ref.norm" "$out.norm" | head -n 40 || true
      else
        diff "$ref" "$out" | head -n 40 || true
      fi
    } >>"$log"
  fi
  rm -f "$ref.norm" "$out.norm" "$norm_err"
  return "$rc"
}

while IFS=$'\t' read -r name ops rewrites; do
  [[ "$name" == name ]] && continue
  if [[ -n "$ONLY" ]] && ! grep -qE "$ONLY" <<<"$name"; then continue; fi
  file="$work/$name.mlir"
  out_mlir="$work/$name.mlir-opt.out"
  out_pdl="$work/$name.pdl-opt.out"
  echo "$name ($ops ops): mlir-opt..." >&2
  read -r m_pass m_total < <(time_tool mlir-opt "$out_mlir" "$work/$name.mlir-opt.err" \
    "$MLIR_OPT" --allow-unregistered-dialect --test-pdl-bytecode-pass --mlir-timing \
    --mlir-print-op-generic -o "$out_mlir" "$file")
  echo "$name ($ops ops): pdl-opt..." >&2
  read -r p_pass p_total < <(time_tool pdl-opt "$out_pdl" "$work/$name.pdl-opt.err" \
    "$pdl_opt" --mlir-print-op-generic --mlir-timing -o "$out_pdl" "$file")
  native=()
  n_pass=""
  if [[ "$NATIVE" == 1 ]]; then
    native_bin="$(native_opt_for "$file")"
    out_native="$work/$name.native-opt.out"
    echo "$name ($ops ops): native-opt..." >&2
    read -r n_pass n_total < <(time_tool native-opt "$out_native" "$work/$name.native-opt.err" \
      "$native_bin" --mlir-timing -o "$out_native" "$file")
    native=("$n_pass" "$(ratio "$m_pass" "$n_pass")" "$n_total" "$(ratio "$m_total" "$n_total")")
  fi
  same=yes
  if [[ "$m_pass" == FAIL || "$p_pass" == FAIL || "$n_pass" == FAIL ]]; then
    same=-
    keep=1
  else
    same_ir "$out_mlir" "$out_pdl" "$name" pdl-opt || same=DIFFERENT
    if [[ "$NATIVE" == 1 ]]; then
      same_ir "$out_mlir" "$out_native" "$name" native-opt || same=DIFFERENT
    fi
    if [[ "$same" != yes ]]; then keep=1; fi
  fi
  table+=$'\n'"$(printf "$fmt" "$name" "$ops" "$rewrites" "$m_pass" "$p_pass" \
    "$(ratio "$m_pass" "$p_pass")" "$m_total" "$p_total" "$(ratio "$m_total" "$p_total")" \
    "${native[@]}" "$same")"
  # The outputs of the largest workloads are big: keep only those that differ.
  if [[ "$same" == yes ]]; then rm -f "$out_mlir" "$out_pdl" "${out_native:-}"; fi
done <"$work/workloads.tsv"

echo
echo "mlir-opt: $("$MLIR_OPT" --version | grep -m1 -i version | sed 's/^ *//')"
echo "pdl-opt:  $(git -C "$root" describe --always --dirty 2>/dev/null || echo '?')" \
  "(release), REPEAT=$REPEAT, fastest run kept"
echo "machine:  $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
echo
echo "$table"
if [[ -s "$log" ]]; then
  echo
  echo "outputs differ: see $log"
fi
if [[ "$keep" == 1 ]]; then echo "work directory kept: $work"; fi
