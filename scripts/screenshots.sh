#!/usr/bin/env bash
# Renders the app's main screens headless to PNG from real core state: the shared Compose
# screens (android/ui-shared) and the bridge to the core (android/core-bridge) compiled for the
# desktop JVM by Maven (android/desktop-preview), with the generated UniFFI Kotlin bindings, the
# host build of the Rust library loaded through JNA, and Skia's offscreen renderer.
#
#   scripts/screenshots.sh [OUT_DIR] [NAME_PREFIX]
#
# OUT_DIR defaults to screenshots/ (ignored by git). Writes OUT_DIR/en/*.png, OUT_DIR/fr/*.png
# (French strings, the core's French texts) and OUT_DIR/dark/*.png (dark theme).
# Needs cargo, Java 17+ and Maven; no display. Works from a fresh clone: gen-bindings.sh builds
# the Rust library (release) first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/screenshots}"
only="${2:-}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
preview="$root/android/desktop-preview"
generated="$preview/target/generated/uniffi"

echo "Building the core and generating the Kotlin bindings (scripts/gen-bindings.sh kotlin)…"
rm -rf "$generated" "$preview/target/classes" "$preview/target/test-classes"  # stale classes survive a change of signature
"$root/scripts/gen-bindings.sh" kotlin "$generated"
lib_dir="$(cd "${CARGO_TARGET_DIR:-$root/target}/release" && pwd)"

cd "$preview"
mvn -q -B compile
mvn -q -B dependency:build-classpath -Dmdep.outputFile="$preview/target/classpath.txt" >/dev/null
java -Djava.awt.headless=true -Djna.library.path="$lib_dir" \
    -cp "$preview/target/classes:$(cat "$preview/target/classpath.txt")" \
    org.tuffest.preview.ScreenshotsKt "$out" $only
