#!/usr/bin/env bash
# Generates the foreign-language bindings of the Rust core from the built library.
#
#   scripts/gen-bindings.sh kotlin|swift|python|all OUT_DIR
#
# Builds `tuffest-ffi` (release, with the `bindgen` feature that adds the `uniffi-bindgen`
# binaries of the same uniffi version), then reads the interface from the built library
# (uniffi's library mode) and writes:
#   kotlin  OUT_DIR/app/tuffest/core/tuffest_ffi.kt           (package app.tuffest.core)
#   swift   OUT_DIR/TuffestCore.swift, TuffestCoreFFI.h, TuffestCoreFFI.modulemap
#   python  OUT_DIR/tuffest_ffi.py                            (loads libtuffest_ffi via ctypes)
#   all     each of them in OUT_DIR/kotlin, OUT_DIR/swift, OUT_DIR/python
# With SWIFT_XCFRAMEWORK=1 the Swift module map is written as `module.modulemap` declaring a
# framework module, the form an XCFramework's Headers folder needs.
# Names come from ffi/uniffi.toml. CARGO_TARGET_DIR is honoured.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: $0 kotlin|swift|python|all OUT_DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
lang=$1
out=$2
case "$lang" in kotlin|swift|python|all) ;; *) usage ;; esac

cargo build -p tuffest-ffi --release --features bindgen --quiet
target=${CARGO_TARGET_DIR:-target}/release
case "$(uname -s)" in
  Darwin) lib="$target/libtuffest_ffi.dylib" ;;
  *) lib="$target/libtuffest_ffi.so" ;;
esac
[ -f "$lib" ] || { echo "gen-bindings: $lib was not built" >&2; exit 1; }

gen() { # LANGUAGE DIR
  mkdir -p "$2"
  case "$1" in
    swift)
      local map=(--modulemap-filename TuffestCoreFFI.modulemap)
      if [ "${SWIFT_XCFRAMEWORK:-0}" = 1 ]; then map=(--xcframework --modulemap-filename module.modulemap); fi
      "$target/uniffi-bindgen-swift" --swift-sources --headers --modulemap \
        --module-name TuffestCoreFFI "${map[@]}" "$lib" "$2"
      ;;
    *)
      "$target/uniffi-bindgen" generate --library "$lib" --language "$1" --out-dir "$2" --no-format
      ;;
  esac
}

if [ "$lang" = all ]; then
  for l in kotlin swift python; do gen "$l" "$out/$l"; done
else
  gen "$lang" "$out"
fi
