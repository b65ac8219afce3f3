#!/usr/bin/env bash
# Builds the Android app's native library and Kotlin bindings, then (if Gradle is available)
# the APK.
#
#   scripts/build-android.sh [debug|release]
#
# 1. cargo-ndk builds libtuffest_ffi.so for arm64-v8a, armeabi-v7a and x86_64 into
#    android/app/src/main/jniLibs/<abi>/ (needs the Android NDK: ANDROID_NDK_HOME, and
#    `rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android`,
#    `cargo install cargo-ndk`), linked for 16 KB pages (.cargo/config.toml) and, in release,
#    stripped of symbols; scripts/check-elf-alignment.sh then checks the 16 KB alignment with
#    readelf.
# 2. scripts/gen-bindings.sh generates the Kotlin bindings into
#    android/app/build/generated/uniffi (a source dir of the app module).
# 3. ./gradlew assembleDebug (or assembleRelease) in android/, when a wrapper or gradle exists.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
profile="${1:-debug}"
app="$root/android/app"

command -v cargo-ndk >/dev/null || { echo "cargo-ndk is missing: cargo install cargo-ndk" >&2; exit 1; }
[[ -n "${ANDROID_NDK_HOME:-}" || -n "${ANDROID_NDK_ROOT:-}" ]] || { echo "Set ANDROID_NDK_HOME to the Android NDK." >&2; exit 1; }

cargo_profile=()
if [[ "$profile" == release ]]; then
    cargo_profile=(--release)
    # The release library ships without its symbol table (a smaller APK); host builds keep theirs.
    export CARGO_PROFILE_RELEASE_STRIP=symbols
fi
cd "$root"
cargo ndk \
    -t arm64-v8a -t armeabi-v7a -t x86_64 \
    --platform 26 \
    -o "$app/src/main/jniLibs" \
    build -p tuffest-ffi --lib "${cargo_profile[@]}"
"$root/scripts/check-elf-alignment.sh" "$app"/src/main/jniLibs/*/libtuffest_ffi.so

[[ -x "$root/scripts/gen-bindings.sh" ]] || { echo "scripts/gen-bindings.sh is missing (branch ffi)." >&2; exit 1; }
"$root/scripts/gen-bindings.sh" kotlin "$app/build/generated/uniffi"

cd "$root/android"
task="assemble${profile^}"
if [[ -x ./gradlew ]]; then
    ./gradlew "$task"
elif command -v gradle >/dev/null; then
    gradle "$task"
else
    echo "Native libraries and bindings are ready. Open android/ in Android Studio, or run" \
         "'gradle wrapper' once in android/ and then ./gradlew $task." >&2
fi
