#!/usr/bin/env bash
# Runs every test: formatting, lints, the Rust workspace's tests, the Kotlin-on-the-JVM binding
# tests, the app shells' checks (scripts/test-shells.sh) and the Python smoke test. This is the
# README's test command and what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { echo "== $* (at $SECONDS s)"; }

step "cargo fmt --check"
cargo fmt --all -- --check
step "cargo clippy (warnings are errors)"
# In the release profile, so that the build scripts (SQLite's C) and the proc-macros it builds
# are the ones the tests below reuse, not built a second time for the dev profile.
cargo clippy --workspace --all-targets --release --quiet -- -D warnings
step "cargo test"
cargo test --workspace --release --quiet
if [ -x scripts/test-kotlin.sh ]; then
  step "Kotlin bindings on the JVM"
  scripts/test-kotlin.sh
fi
if [ -x scripts/test-shells.sh ]; then
  step "App shells: iOS calls vs the Swift bindings; Compose screens and bridge on the JVM"
  scripts/test-shells.sh
fi
if command -v python3 >/dev/null; then step "Python bindings (smoke)"; python3 ffi/python-tests/test_smoke.py; fi
step "all passed"
