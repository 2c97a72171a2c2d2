#!/usr/bin/env bash
# Fuzzes every target of pdl-fuzz under AFL++ (coverage-guided, stable Rust) for a bounded
# time each, from seeds taken from the corpora (goldens from MLIR 22) and the kept findings.
#
#   fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]
#
# Needs cargo-afl (`cargo install cargo-afl`). Builds into target/afl (instrumented, release,
# with debug assertions and overflow checks), works in target/afl/work. Exits non-zero if a
# target crashed (panic, abort, stack overflow, allocation failure) or hung; each finding is
# listed with the command that reproduces it. A finding is fixed at its root, then kept as
# fuzz/regressions/TARGET/NAME, which `cargo test -p pdl-fuzz` replays.
set -euo pipefail
cd "$(dirname "$0")/.."

secs=${1:-12}
shift || true
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target/afl}
# Overflow checks and debug assertions: an overflow is a finding, not a wrong value.
export RUSTFLAGS="${RUSTFLAGS:-} -C debug-assertions -C overflow-checks"
# FUZZ_NO_BUILD=1 reuses the binary already built (while iterating on the targets' findings).
if [ -z "${FUZZ_NO_BUILD:-}" ]; then
    cargo afl build --release --features afl -p pdl-fuzz
fi
bin=$CARGO_TARGET_DIR/release/pdl-fuzz-afl
work=${FUZZ_WORK:-$CARGO_TARGET_DIR/work}
rm -rf "$work"
mkdir -p "$work/out"
"$bin" --seeds "$work/seeds"

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    mapfile -t targets < <("$bin" --list | awk '{print $1}')
fi

# A container rarely lets AFL tune the CPU governor or core dumps; neither matters here.
export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1
export AFL_NO_AFFINITY=1
# Seeds that are slow or fail are reported by `cargo test -p pdl-fuzz`; AFL keeps going.
export AFL_IGNORE_SEED_PROBLEMS=1

status=0
for t in "${targets[@]}"; do
    out="$work/out/$t"
    # -t: 2 s per input (a 4 KB input must take far less); -m: 2 GB of memory per input;
    # -c -: no CMPLOG (it needs AFL++'s LLVM plugins, which cargo-afl builds only where an
    # llvm-config matching rustc's LLVM exists).
    cargo afl fuzz -c - -V "$secs" -t 2000 -m 2048 -i "$work/seeds/$t" -o "$out" -- "$bin" "$t" \
        >"$work/$t.log" 2>&1 || {
        echo "afl-fuzz failed on target $t:"
        tail -20 "$work/$t.log"
        status=1
        continue
    }
    stats="$out/default/fuzzer_stats"
    execs=$(awk -F: '/^execs_done/ {gsub(/ /, "", $2); print $2}' "$stats")
    paths=$(awk -F: '/^corpus_count/ {gsub(/ /, "", $2); print $2}' "$stats")
    found=$(find "$out/default/crashes" "$out/default/hangs" -type f -name 'id:*' 2>/dev/null || true)
    printf '%-12s %9s inputs, %5s in the corpus, %s findings\n' "$t" "$execs" "$paths" \
        "$(printf '%s' "$found" | grep -c . || true)"
    if [ -n "$found" ]; then
        status=1
        while IFS= read -r f; do
            echo "  $f  (reproduce: $bin $t < '$f')"
        done <<<"$found"
    fi
done
exit $status
