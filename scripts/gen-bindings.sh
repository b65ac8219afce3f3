#!/usr/bin/env bash
# Generates the foreign-language bindings of the Rust core from the built library.
#
#   scripts/gen-bindings.sh kotlin|swift|python|all OUT_DIR
#
# Builds `tuffest-ffi` (release, with the `bindgen` feature that adds the `uniffi-bindgen`
# binaries of the same uniffi version), then reads the interface from the built library
# (uniffi's library mode). The library holds two crates' interfaces: the core's own records
# and enums (tuffest-core's `uniffi` feature, named by core/uniffi.toml) and the boundary's
# objects, functions and error (tuffest-ffi, named by ffi/uniffi.toml). It writes:
#   kotlin  OUT_DIR/app/tuffest/core/tuffest_core.kt  (package app.tuffest.core: the records)
#           OUT_DIR/app/tuffest/ffi/tuffest_ffi.kt    (package app.tuffest.ffi: objects, functions)
#   swift   OUT_DIR/TuffestCore.swift, TuffestCoreFFI.h, TuffestCoreFFI.modulemap (one module
#           for both crates)
#   python  OUT_DIR/__init__.py, tuffest_core.py, tuffest_ffi.py: OUT_DIR is a package that
#           re-exports both modules (put libtuffest_ffi beside them; ctypes loads it from there)
#   all     each of them in OUT_DIR/kotlin, OUT_DIR/swift, OUT_DIR/python
# With SWIFT_XCFRAMEWORK=1 the Swift module map is written as `module.modulemap` declaring a
# framework module, the form an XCFramework's Headers folder needs.
# CARGO_TARGET_DIR is honoured.
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
    python)
      "$target/uniffi-bindgen" generate --library "$lib" --language python --out-dir "$2" --no-format
      cat >"$2/__init__.py" <<'PY'
"""Tuffest's core through its boundary: the core's records and the boundary's objects."""
from .tuffest_core import *  # noqa: F401,F403
from .tuffest_ffi import *  # noqa: F401,F403
PY
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
