#!/usr/bin/env bash
# Renders the app's main screens headless to PNG, from the shared Compose screens
# (android/ui-shared) compiled for the desktop JVM by Maven (android/desktop-preview) with
# Compose Multiplatform desktop artifacts from Maven Central and Skia's offscreen renderer.
#
#   scripts/screenshots.sh [OUT_DIR] [NAME_PREFIX]
#
# OUT_DIR defaults to screenshots/ (ignored by git). Writes OUT_DIR/en/*.png, OUT_DIR/fr/*.png
# (French strings) and OUT_DIR/dark/*.png (dark theme). Needs Java 17+ and Maven; no display.
#
# When scripts/gen-bindings.sh exists, the Kotlin UniFFI bindings are generated into the
# preview's build (target/generated/uniffi) and the host library is put on JNA's path, so the
# bindings compile with the screens. The screens are driven by sample view records
# (android/desktop-preview/.../Samples.kt) until the core's view API is mapped.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/screenshots}"
only="${2:-}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
preview="$root/android/desktop-preview"

if [[ -x "$root/scripts/gen-bindings.sh" ]]; then
    echo "Generating Kotlin bindings (scripts/gen-bindings.sh kotlin)…"
    "$root/scripts/gen-bindings.sh" kotlin "$preview/target/generated/uniffi"
fi
lib_dir="$root/target/release"

cd "$preview"
mvn -q -B compile
mvn -q -B dependency:build-classpath -Dmdep.outputFile="$preview/target/classpath.txt" >/dev/null
java -Djava.awt.headless=true -Djna.library.path="$lib_dir" \
    -cp "$preview/target/classes:$(cat "$preview/target/classpath.txt")" \
    org.tuffest.preview.ScreenshotsKt "$out" $only
