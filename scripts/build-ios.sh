#!/usr/bin/env bash
# Builds the Rust core for iOS as an XCFramework and generates the Swift bindings, for the
# Swift package ios/TuffestCore. Runs on macOS with Xcode.
#
#   scripts/build-ios.sh
#
# Slices: device aarch64-apple-ios; simulator aarch64-apple-ios-sim + x86_64-apple-ios joined
# with lipo. Needs `rustup target add aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios`.
# Then: cd ios && xcodegen generate && open Tuffest.xcodeproj
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
pkg="$root/ios/TuffestCore"
work="$root/target/ios"
lib=libtuffest_ffi.a

[[ "$(uname)" == Darwin ]] || { echo "build-ios.sh needs macOS with Xcode." >&2; exit 1; }
[[ -x "$root/scripts/gen-bindings.sh" ]] || { echo "scripts/gen-bindings.sh is missing (branch ffi)." >&2; exit 1; }

cd "$root"
for target in aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios; do
    cargo build -p tuffest-ffi --lib --release --target "$target"
done

rm -rf "$work" && mkdir -p "$work/bindings" "$work/sim" "$work/headers"
# The Swift source, the C header and the module map.
"$root/scripts/gen-bindings.sh" swift "$work/bindings"
cp "$work/bindings/"*.h "$work/headers/"
# The XCFramework's module must be called module.modulemap.
cp "$work/bindings/"*.modulemap "$work/headers/module.modulemap"

lipo -create \
    "target/aarch64-apple-ios-sim/release/$lib" \
    "target/x86_64-apple-ios/release/$lib" \
    -output "$work/sim/$lib"

rm -rf "$pkg/TuffestFFI.xcframework"
xcodebuild -create-xcframework \
    -library "target/aarch64-apple-ios/release/$lib" -headers "$work/headers" \
    -library "$work/sim/$lib" -headers "$work/headers" \
    -output "$pkg/TuffestFFI.xcframework"

# Both crates' Swift (TuffestCore.swift, TuffestCoreRecords.swift) go into the one target.
rm -f "$pkg/Sources/TuffestCore/"*.swift
cp "$work/bindings/"*.swift "$pkg/Sources/TuffestCore/"
echo "Built $pkg/TuffestFFI.xcframework and the Swift bindings."
echo "Next: cd ios && xcodegen generate && open Tuffest.xcodeproj"
