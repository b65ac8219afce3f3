#!/usr/bin/env bash
# The Kotlin → core round trip (`place` + `verdict`) of this checkout against an older commit,
# as a paired comparison:
#
#   scripts/bench-kotlin-ab.sh REV [PAIRS]     (PAIRS: 40 unless given)
#
# One run of the benchmark is a median of 20,000 round trips in one JVM, and on the 2-core
# development machine one code's medians spread over 5-20 µs from JVM to JVM, more than the gaps
# worth looking for. So a few runs of each side prove nothing either way. This script:
# 1. checks REV out in a worktree of its own (target/bench-ab/ and REV's first 12 hex digits,
#    with its own target directory; kept for the next call, `git worktree remove --force` it when
#    done) and runs each side's own scripts/bench-kotlin.sh once, which builds the release
#    library, generates the bindings and compiles the Kotlin tests (and prints a first run of
#    each benchmark);
# 2. then runs the place test of BoundaryBenchmarkTest PAIRS times for each side, alternating
#    which side goes first, each run in a JVM of its own started straight from `java` (no Maven in
#    between), each side on its own library and classpath;
# 3. prints every pair, then both sides' median and mean of the run medians, the paired
#    differences (median, mean, in how many pairs this checkout was the slower) and a 95 %
#    bootstrap interval for the mean difference.
# Timings are printed, never asserted. Run it alone: it measures a shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 REV [PAIRS]" >&2; exit 2; }
rev=$(git rev-parse --verify --quiet "$1^{commit}") ||
  { echo "bench-kotlin-ab: $1 is not a commit" >&2; exit 2; }
pairs=${2:-40}
case "$pairs" in '' | *[!0-9]*) pairs=0 ;; *) pairs=$((10#$pairs)) ;; esac
[ "$pairs" -ge 1 ] || { echo "bench-kotlin-ab: PAIRS must be a whole number from 1" >&2; exit 2; }

here=$(pwd)
work=$here/target/bench-ab
old_dir=$work/${rev:0:12}
mkdir -p "$work"
if [ ! -d "$old_dir" ]; then
  git worktree add --quiet --detach "$old_dir" "$rev"
fi

# Each side built and run once by its own script, then its test classpath written down.
prepare() { # DIR NAME
  local dir=$1 name=$2
  echo "== $name: $(cd "$dir" && git log -1 --format='%h %s' | cut -c1-90)"
  (cd "$dir" && CARGO_TARGET_DIR="$dir/target" scripts/bench-kotlin.sh)
  mvn -q -B -Dstyle.color=never -f "$dir/ffi/kotlin-tests/pom.xml" dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile="$work/$name.classpath" > /dev/null
}
prepare "$here" new
prepare "$old_dir" old

# A launcher that calls one benchmark method, as JUnit would, without JUnit's engine.
cat > "$work/RunBenchmark.java" << 'EOF'
public class RunBenchmark {
    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("app.tuffest.core.BoundaryBenchmarkTest");
        c.getMethod(args[0]).invoke(c.getDeclaredConstructor().newInstance());
    }
}
EOF
javac -d "$work" "$work/RunBenchmark.java"

run() { # DIR NAME
  local dir=$1 name=$2 classes=$1/ffi/kotlin-tests/target
  java -Djna.library.path="$dir/target/release" -Dtuffest.bench.dir="$dir/target/bench-ffi" \
    -cp "$work:$classes/test-classes:$classes/classes:$(cat "$work/$name.classpath")" \
    RunBenchmark 'layout edit plus evaluation round trip' |
    sed -n 's/^kotlin .* median *\([0-9.]*\) µs.*/\1/p'
}

log=$work/pairs.txt
: > "$log"
echo "== $pairs pairs, each run a JVM of its own (median of 20,000 place + verdict, µs)"
for i in $(seq 1 "$pairs"); do
  if [ $((i % 2)) = 1 ]; then first=new; else first=old; fi
  for side in $first $([ $first = new ] && echo old || echo new); do
    if [ $side = new ]; then dir=$here; else dir=$old_dir; fi
    median=$(run "$dir" $side)
    [ -n "$median" ] || { echo "bench-kotlin-ab: the $side run $i printed no median" >&2; exit 1; }
    if [ $side = new ]; then new_median=$median; else old_median=$median; fi
  done
  echo "$i $new_median $old_median" | tee -a "$log"
done

summary() { # COLUMN: the median and mean of a column of the pairs file
  cut -d' ' -f"$1" "$log" | sort -g | awk '{ v[NR] = $1; s += $1 }
    END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
          printf "median %.2f µs, mean %.2f µs, from %.2f to %.2f", m, s / NR, v[1], v[NR] }'
}
echo "new (this checkout, $(git rev-parse --short HEAD)): $(summary 2)"
echo "old (${rev:0:12}): $(summary 3)"
awk '{ print $2 - $3 }' "$log" > "$work/differences.txt"
paired=$(sort -g "$work/differences.txt" | awk '{ v[NR] = $1; s += $1; if ($1 > 0) slower++ }
  END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
        printf "median %+.2f µs, mean %+.2f µs; new slower in %d of %d pairs",
          m, s / NR, slower, NR }')
echo "new - old, pair by pair: $paired"
# How far the mean difference can be trusted: 2,000 resamples of the pairs (a bootstrap), the
# middle 95 % of their means.
bounds=$(awk 'BEGIN { srand(1) } { d[NR] = $1 }
  END { for (b = 0; b < 2000; b++) {
          s = 0; for (i = 0; i < NR; i++) s += d[int(rand() * NR) + 1]; print s / NR } }' \
  "$work/differences.txt" | sort -g | sed -n '51p;1950p' | tr '\n' ' ')
set -- $bounds
printf 'the mean difference, 95 %% bootstrap interval: %+.2f to %+.2f µs\n' "$1" "$2"
