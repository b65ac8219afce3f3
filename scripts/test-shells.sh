#!/usr/bin/env bash
# Tests the app shells as far as this machine can:
#  1. the iOS app's calls into the core against the generated Swift bindings (names and argument
#     labels; no Swift compiler here): scripts/check-swift-calls.py; and the syntax of every
#     Swift file, the app's and the generated bindings', with the tree-sitter Swift grammar
#     (pinned below, installed from PyPI into target/swift-syntax), and every app switch without
#     `default` covering all the cases of its enum, every call of a throwing core function
#     under a `try`, no app struct copying a core record: scripts/check-swift-syntax.py;
#  2. the Android app's shared Kotlin on the desktop JVM: the Compose screens (android/ui-shared)
#     and the bridge to the core (android/core-bridge), compiled by Maven with the generated
#     UniFFI bindings (android/desktop-preview) against the host build of the Rust library. The
#     tests map real core views in English and French and compose and render every screen;
#     No Android data class copies a core record either: scripts/check-kotlin-mirrors.py;
#  3. the Android app module's string-id table against values/strings.xml (the module itself is
#     compiled by scripts/build-apk.sh).
# Extra arguments go to the desktop tests' Maven run (e.g. -Dtest=BridgeTest).
set -euo pipefail
cd "$(dirname "$0")/.."

swift=$(mktemp -d)
trap 'rm -rf "$swift"' EXIT
scripts/gen-bindings.sh swift "$swift"
python3 scripts/check-swift-calls.py "$swift" ios
venv=target/swift-syntax
if ! "$venv/bin/python" -c "import tree_sitter, tree_sitter_swift" 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check tree-sitter==0.26.1 tree-sitter-swift==0.7.4
fi
"$venv/bin/python" scripts/check-swift-syntax.py --self-test
"$venv/bin/python" scripts/check-swift-syntax.py ios "$swift"
python3 scripts/draw-icon.py --check  # the iOS icon and launch mark match the Android mark
scripts/check-elf-alignment.sh --self-test  # the 16 KB page check build-android.sh runs

preview=android/desktop-preview
generated=$preview/target/generated/uniffi
rm -rf "$generated" "$preview/target/classes" "$preview/target/test-classes"  # stale classes survive a change of signature
scripts/gen-bindings.sh kotlin "$generated"
python3 scripts/check-kotlin-mirrors.py --self-test
python3 scripts/check-kotlin-mirrors.py "$generated" android
lib_dir=$(cd "${CARGO_TARGET_DIR:-target}/release" && pwd)
mvn -q -B -Dstyle.color=never -f "$preview/pom.xml" -Dtuffest.lib.dir="$lib_dir" "$@" test

# The Android app module's string-id table (platform/StringIds.kt) matches values/strings.xml;
# the module itself is compiled against the real AARs, shrunk and packaged by
# scripts/build-apk.sh, the test command's next step.
python3 scripts/gen-string-ids.py --check
