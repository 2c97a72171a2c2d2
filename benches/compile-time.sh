#!/usr/bin/env bash
# Extra debug-build time of a crate using compiled patterns, versus the same crate without.
#
#   benches/compile-time.sh                 # pdl! with 100 and 1,000 patterns
#   MODE=builder benches/compile-time.sh    # build.rs + pdl_codegen::Builder + include_patterns!
#   COUNTS="10 100" REPEAT=5 benches/compile-time.sh
#
# A throwaway crate (outside the workspace, in $WORK, default a temporary directory) depends on
# pdl-runtime and pdl-macros (MODE=pdl) or pdl-codegen as a build dependency (MODE=builder).
# Its dependencies are built once; then, for each pattern count N (0 = the crate without
# patterns: the same dependencies and the same `run` function minus the pattern set), the
# crate's source is rewritten with N patterns `"test.op<k>"(x) -> "test.done<k>"(x)` and
# `cargo build` (debug, incremental as by default, but with the crate's incremental cache
# removed so that nothing is reused) of the crate alone is timed, REPEAT times (touching the
# source, or the pattern file, in between), keeping the fastest. The set is applied to pdl-runtime's `Ir` in
# `run`, so its generic code is instantiated and compiled, as in a real user.
#
# Not run by CI. Prints one line per count and the extra time over N = 0.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
MODE=${MODE:-pdl}
COUNTS=${COUNTS:-"100 1000"}
REPEAT=${REPEAT:-3}
WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/pdl-compile-time.XXXXXX")}
CRATE=$WORK/crate
export CARGO_TARGET_DIR=$WORK/target
mkdir -p "$CRATE/src" "$CRATE/patterns"

case $MODE in
pdl)
  cat >"$CRATE/Cargo.toml" <<EOF
[package]
name = "pdl-compile-time"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
pdl-runtime = { package = "pdlrs-runtime", path = "$ROOT/pdl-runtime" }
pdl-macros = { package = "pdlrs-macros", path = "$ROOT/pdl-macros" }

[workspace]
EOF
  ;;
builder)
  cat >"$CRATE/Cargo.toml" <<EOF
[package]
name = "pdl-compile-time"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
pdl-runtime = { package = "pdlrs-runtime", path = "$ROOT/pdl-runtime" }

[build-dependencies]
pdl-codegen = { package = "pdlrs-codegen", path = "$ROOT/pdl-codegen" }

[workspace]
EOF
  cat >"$CRATE/build.rs" <<'EOF'
fn main() -> Result<(), pdl_codegen::build::BuildError> {
    if std::path::Path::new("patterns/set.pdll").exists() {
        pdl_codegen::Builder::new().file("patterns/set.pdll").compile()?;
    }
    println!("cargo::rerun-if-changed=patterns");
    Ok(())
}
EOF
  ;;
*)
  echo "MODE must be pdl or builder" >&2
  exit 2
  ;;
esac

# The PDLL text of N patterns.
patterns() {
  local n=$1 k
  for ((k = 0; k < n; k++)); do
    echo "Pattern P$k { let root = op<test.op$k>(x: Value) -> (t: Type); replace root with op<test.done$k>(x) -> (t); }"
  done
}

# Writes the crate's sources for N patterns.
write_crate() {
  local n=$1
  rm -f "$CRATE/patterns/set.pdll"
  {
    echo "use pdl_runtime::ir::Ir;"
    echo "use pdl_runtime::rewrite::{apply_patterns_greedily, GreedyConfig};"
    if ((n == 0)); then
      echo "pub fn run(ir: &mut Ir) -> u64 { let _ = (ir.root(), GreedyConfig::<pdl_runtime::ir::OpId>::default(), apply_patterns_greedily::<Ir, pdl_runtime::vm::PdlPatternSet<Ir>>); 0 }"
    else
      if [[ $MODE == pdl ]]; then
        echo "pdl_macros::pdl! {"
        echo "    pub struct Set;"
        patterns "$n"
        echo "}"
      else
        patterns "$n" >"$CRATE/patterns/set.pdll"
        echo "pdl_runtime::include_patterns!(\"set\");"
      fi
      echo "pub fn run(ir: &mut Ir) -> u64 {"
      echo "    let top = ir.root();"
      echo "    apply_patterns_greedily(ir, top, &Set, &GreedyConfig::default()).map_or(0, |o| o.rewrites)"
      echo "}"
    fi
  } >"$CRATE/src/lib.rs"
}

now() { date +%s.%N; }

# The fastest of REPEAT debug builds of the crate alone, in seconds.
time_build() {
  local best="" i t0 t1 t
  for ((i = 0; i < REPEAT; i++)); do
    # A from-scratch compile of the crate: nothing reused from the previous build.
    rm -rf "$CARGO_TARGET_DIR"/debug/incremental/pdl_compile_time-*
    touch "$CRATE/src/lib.rs"
    [[ -f $CRATE/patterns/set.pdll ]] && touch "$CRATE/patterns/set.pdll"
    t0=$(now)
    (cd "$CRATE" && cargo build --quiet)
    t1=$(now)
    t=$(echo "$t1 - $t0" | bc -l)
    if [[ -z $best ]] || (($(echo "$t < $best" | bc -l))); then best=$t; fi
  done
  printf '%.2f' "$best"
}

echo "mode=$MODE crate=$CRATE (rustc $(rustc --version | cut -d' ' -f2))"
write_crate 0
(cd "$CRATE" && cargo build --quiet) # the dependencies, once
base=$(time_build)
echo "patterns=0     build=${base}s"
for n in $COUNTS; do
  write_crate "$n"
  (cd "$CRATE" && cargo build --quiet) # warm: the build script, if any, is compiled once
  t=$(time_build)
  extra=$(echo "$t - $base" | bc -l)
  printf 'patterns=%-6s build=%ss extra=%.2fs\n' "$n" "$t" "$extra"
done
