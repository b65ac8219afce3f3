#!/usr/bin/env bash
# Runs every test: formatting, lints, the Rust workspace's tests, the Kotlin-on-the-JVM binding
# tests, the app shells' checks (scripts/test-shells.sh), the Android APK pipeline with its
# checks (scripts/build-apk.sh) and the Python smoke test. This is the README's test command and
# what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { echo "== $* (at $SECONDS s)"; }

step "cargo fmt --check"
cargo fmt --all -- --check
# The APK's downloads (Debian's aapt, zipalign, apksigner and dexdump; the AARs, kotlinc and R8
# from Maven Central) need nothing built, so they run beside clippy and the Rust build.
mkdir -p target
scripts/build-apk.sh --fetch >target/apk-fetch.log 2>&1 &
apk_fetch=$!
# Every cargo build below has the same profile and features, so nothing is built twice: clippy
# in the release profile (the tests reuse the build scripts, SQLite's C among them, and the
# proc-macros it builds) and with the `bindgen` feature that scripts/gen-bindings.sh builds the
# library with (else the Kotlin step rebuilt the ffi crate and UniFFI's generator).
features=(--features tuffest-ffi/bindgen)
step "cargo clippy (warnings are errors)"
cargo clippy --workspace --all-targets --release "${features[@]}" --quiet -- -D warnings
step "cargo test"
cargo test --workspace --exclude tuffest-core --release "${features[@]}" --quiet
# The core's own tests in the `checked` profile (release with overflow checks, see Cargo.toml) and
# its default features (no UniFFI): an overflow there fails instead of wrapping.
step "cargo test -p tuffest-core (overflow checks on)"
cargo test -p tuffest-core --profile checked --quiet
# The fuzz targets are not run here (cargo-fuzz needs the nightly toolchain; README, "Fuzzing"),
# but they are compiled and linted, so that they keep up with the core's API.
step "fuzz targets: formatted, compiled and linted"
cargo fmt --manifest-path fuzz/Cargo.toml -- --check
cargo clippy --manifest-path fuzz/Cargo.toml --bins --quiet -- -D warnings
step "the APK's downloads"
if ! wait "$apk_fetch"; then cat target/apk-fetch.log; exit 1; fi
tail -1 target/apk-fetch.log
if [ -x scripts/test-kotlin.sh ]; then
  step "Kotlin bindings on the JVM"
  scripts/test-kotlin.sh
fi
if [ -x scripts/test-shells.sh ]; then
  step "App shells: iOS calls vs the Swift bindings; Compose screens and bridge on the JVM"
  scripts/test-shells.sh
fi
step "Android APK: the app compiled against the real AARs, shrunk by R8, packaged, signed, checked"
scripts/build-apk.sh android/desktop-preview/target/generated/uniffi
if command -v python3 >/dev/null; then step "Python bindings (smoke)"; python3 ffi/python-tests/test_smoke.py; fi
step "all passed"
