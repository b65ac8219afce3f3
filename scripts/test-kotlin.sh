#!/usr/bin/env bash
# Tests the generated Kotlin bindings on the JVM against the host build of the Rust library:
# generates them into ffi/kotlin-tests/target/generated-sources/uniffi, then runs the Maven
# project's JUnit tests (tests tagged "benchmark" are left to scripts/bench-kotlin.sh).
# Extra arguments go to Maven (e.g. -Dtest=HistoryStoreTest).
set -euo pipefail
cd "$(dirname "$0")/.."

project=ffi/kotlin-tests
generated=$project/target/generated-sources/uniffi
rm -rf "$generated"
scripts/gen-bindings.sh kotlin "$generated"
lib_dir=$(cd "${CARGO_TARGET_DIR:-target}/release" && pwd)
mvn -q -B -Dstyle.color=never -f "$project/pom.xml" -Dtuffest.lib.dir="$lib_dir" "$@" test
