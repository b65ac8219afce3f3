#!/usr/bin/env bash
# The boundary benchmark: the same calls from Rust and from Kotlin on the JVM (through the
# generated bindings), printing medians, p99, worst cases and the Kotlin/Rust ratios:
# - a layout edit plus evaluation round trip (board.place(..) then board.verdict());
# - opening the history store and loading the statistics screen over 1,000 matches;
# - the drop highlight of a Pytagora table (crosswordDropAccepts).
# Timings are printed, never asserted. Run it alone: it measures a shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."

out=$(pwd)/target/bench-ffi
mkdir -p "$out"
TUFFEST_BENCH_DIR="$out" cargo bench -p tuffest-ffi --bench boundary --quiet 2>/dev/null | grep '^rust'

project=ffi/kotlin-tests
generated=$project/target/generated-sources/uniffi
rm -rf "$generated"
scripts/gen-bindings.sh kotlin "$generated"
lib_dir=$(cd "${CARGO_TARGET_DIR:-target}/release" && pwd)
# Each benchmark in a JVM of its own, so that one benchmark's objects and JIT profile do not
# weigh on the next: in one JVM the Pytagora game (a computer's turn, 22,000 calls with its board
# records) ran before the place + verdict loop, which code older than that benchmark (session 30)
# never did, so its figures were not like for like.
for bench in 'layout*' 'open*' 'drop*'; do
  mvn -q -B -Dstyle.color=never -f "$project/pom.xml" -Dtuffest.lib.dir="$lib_dir" \
    -Dtuffest.groups=benchmark -Dtuffest.excludedGroups=none -Dtuffest.bench.dir="$out" \
    -Dsurefire.failIfNoSpecifiedTests=false -DtrimStackTrace=true "-Dtest=BoundaryBenchmarkTest#$bench" test \
    | sed 's/\x1b\[[0-9;]*m//g' | grep '^kotlin' || { echo "bench-kotlin: the Kotlin benchmark $bench failed" >&2; exit 1; }
done
