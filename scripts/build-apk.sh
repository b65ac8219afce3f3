#!/usr/bin/env bash
# Builds a real, signed Android APK of the app without the Android SDK, Gradle or Google's
# repository: only Maven Central and Debian's packages.
#
#   scripts/build-apk.sh [BINDINGS_DIR]
#   scripts/build-apk.sh --fetch      # only step 1's downloads and Debian's tools (needs nothing
#                                     # built: scripts/test.sh runs it beside the Rust build)
#
#  1. libraries: the Android AARs the app module uses (Compose, androidx.activity, lifecycle,
#     core, JNA's Android AAR) and everything they depend on, resolved from Maven Central by
#     android/apk/pom.xml, then unpacked (classes.jar, libs/, res/, AndroidManifest.xml,
#     proguard.txt, jni/); the tools (Kotlin compiler + Compose plugin, R8) by
#     android/apk/tools/pom.xml; the Android framework (android.jar: classes, resources.arsc and
#     the framework manifest) is Robolectric's android-all;
#  2. resources: the app's manifest (with the package, versions and SDK levels Gradle would add)
#     merged with the AARs' manifests (scripts/apk-manifest.py), compiled with the app's and the
#     AARs' res/ by aapt, which also writes R for the app and for every AAR's package and the
#     keep rules for the classes the manifest names;
#  3. code: the app module's Kotlin (android/app with ui-shared, core-bridge and the UniFFI
#     bindings, from scripts/gen-bindings.sh or BINDINGS_DIR) compiled by kotlinc with the
#     Compose plugin against the AARs' classes and android.jar;
#  4. R8 (--release, min API 26) shrinks, optimizes and dexes it with android/app/proguard-rules.pro,
#     every AAR's consumer proguard.txt and aapt's manifest rules;
#  5. the APK: aapt's resources + classes.dex + JNA's libjnidispatch.so for each ABI, zipaligned,
#     signed with a debug key made on the fly (keytool) and verified (apksigner).
# Then scripts/check-apk.py checks the result. Output: target/apk/tuffest-debug.apk.
# It does not build the Rust library for Android (no NDK here: the APK has no libtuffest_ffi.so)
# and runs nothing on a device; the Gradle build (scripts/build-android.sh) is how a developer
# with the SDK and NDK builds the app.
# aapt, zipalign, apksigner and dexdump are Debian's packages: installed here if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=$root/target/apk
mvn=(mvn -q -B -Dstyle.color=never)
start=$SECONDS
step() { echo "build-apk: $* ($((SECONDS - start)) s)"; }

missing=()
for tool in aapt zipalign apksigner dexdump; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  step "installing Debian's ${missing[*]}"
  sudo=(); [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# 1. Libraries and tools, into target/apk-deps (kept while the two poms are unchanged).
deps=$root/target/apk-deps
deps_key=$(cat android/apk/pom.xml android/apk/tools/pom.xml | sha256sum | cut -d' ' -f1)
if [ "$(cat "$deps/key" 2>/dev/null)" != "$deps_key" ]; then
  step "resolving the AARs and tools from Maven Central"
  rm -rf "$deps"
  "${mvn[@]}" -f android/apk/pom.xml dependency:copy-dependencies -DoutputDirectory="$deps/libs"
  "${mvn[@]}" -f android/apk/tools/pom.xml dependency:build-classpath -Dmdep.outputFile="$deps/tools.cp"
  android_all_version=$(sed -n 's/.*<android.all.version>\(.*\)<.*/\1/p' android/apk/pom.xml)
  "${mvn[@]}" dependency:copy -Dartifact="org.robolectric:android-all:$android_all_version" -DoutputDirectory="$deps/sdk"
  echo "$deps_key" >"$deps/key"
fi
if [ "${1:-}" = "--fetch" ]; then
  step "fetched: $(ls "$deps"/libs | wc -l) libraries, the tools and android-all"
  exit 0
fi

rm -rf "$out"
mkdir -p "$out"
if [ $# -ge 1 ]; then
  bindings=$(cd "$1" && pwd)
else
  bindings=$out/generated/uniffi
  scripts/gen-bindings.sh kotlin "$bindings"
fi
android_jar=$(ls "$deps"/sdk/android-all-*.jar)
tools_cp=$(cat "$deps/tools.cp")
tool_jar() { tr ':' '\n' <<<"$tools_cp" | grep "/$1-[0-9][^/]*\.jar$"; }
# kotlinc and R8 run once each for a few minutes: the JIT's first tier alone (C1) serves them
# better than C2's slower, deeper compiles (R8 on this app: 196 and 209 s with the default
# tiers, 134 s with C1 alone, the same dex to the byte; 2 cores).
jit=(-XX:TieredStopAtLevel=1)

classpath=()
for lib in "$deps"/libs/*; do
  # A multiplatform library's desktop build (X-jvm) where Maven also brought its Android build
  # (X-android, which Gradle's variant matching would have picked alone): skip the former.
  base=$(basename "$lib"); base=${base%-jvm-*.jar}
  case "$lib" in *-jvm-*.jar) compgen -G "$deps/libs/$base-android-*.aar" >/dev/null && continue ;; esac
  case "$lib" in
    *.jar) classpath+=("$lib") ;;
    *.aar)
      dir=$out/aars/$(basename "$lib" .aar)
      mkdir -p "$dir" && unzip -q "$lib" -d "$dir"
      [ -f "$dir/classes.jar" ] && classpath+=("$dir/classes.jar")
      for extra in "$dir"/libs/*.jar; do [ -f "$extra" ] && classpath+=("$extra"); done ;;
  esac
done
step "${#classpath[@]} library jars from $(ls "$deps"/libs/*.aar | wc -l) AARs and $(ls "$deps"/libs/*.jar | wc -l) jars"

# 2. Manifest and resources.
python3 scripts/apk-manifest.py android/app/src/main/AndroidManifest.xml "$out/aars" "$out/AndroidManifest.xml"
# The app's res/ without resources.properties (read by the Gradle plugin's generateLocaleConfig,
# and not a resource directory to aapt).
mkdir -p "$out/res" && cp -r android/app/src/main/res/*/ "$out/res/"
res_dirs=(-S "$out/res")
packages=()
for dir in "$out"/aars/*/; do
  [ -d "$dir/res" ] && [ -n "$(ls -A "$dir/res")" ] && res_dirs+=(-S "$dir/res")
  pkg=$(sed -n 's/.*package="\([^"]*\)".*/\1/p' "$dir/AndroidManifest.xml" | head -1)
  [ -n "$pkg" ] && [ -f "$dir/R.txt" ] && [ -s "$dir/R.txt" ] && packages+=("$pkg")
done
# aapt (1) reads <item type="id" name=".."/> where today's AARs, written for aapt2, say <id name=".."/>.
find "$out"/aars/*/res -path '*/values*/*.xml' -exec sed -i -E 's#<id name="([^"]*)"( )?/>#<item type="id" name="\1"/>#g' {} +
extra_packages=$(printf '%s\n' "${packages[@]}" | sort -u | paste -sd: -)
mkdir -p "$out/gen" "$out/r-classes"
step "aapt: the app's resources with $(( ${#res_dirs[@]} / 2 - 1 )) AARs' resources"
aapt package -f --auto-add-overlay --no-version-vectors \
  -M "$out/AndroidManifest.xml" "${res_dirs[@]}" -I "$android_jar" \
  --extra-packages "$extra_packages" -m -J "$out/gen" -G "$out/aapt-rules.pro" \
  -F "$out/resources.ap_"
find "$out/gen" -name R.java > "$out/r-sources"
javac -nowarn -encoding UTF-8 --release 17 -d "$out/r-classes" -cp "$android_jar" @"$out/r-sources"

# 3. Kotlin.
step "kotlinc: the app module, ui-shared, core-bridge and the bindings"
compile_cp=$(IFS=:; echo "$android_jar:$out/r-classes:${classpath[*]}")
java -Xmx3g "${jit[@]}" -cp "$tools_cp" org.jetbrains.kotlin.cli.jvm.K2JVMCompiler \
  -no-stdlib -no-reflect -jvm-target 17 -nowarn \
  -Xplugin="$(tool_jar kotlin-compose-compiler-plugin-embeddable)" \
  -classpath "$compile_cp" -d "$out/classes" \
  android/app/src/main/kotlin android/ui-shared/src/main/kotlin android/core-bridge/src/main/kotlin "$bindings"

# 4. R8.
step "R8: shrinking and dexing"
rules=(--pg-conf android/app/proguard-rules.pro --pg-conf android/apk/missing-classes.pro --pg-conf "$out/aapt-rules.pro")
for rule in "$out"/aars/*/proguard.txt; do [ -f "$rule" ] && rules+=(--pg-conf "$rule"); done
# android-all has the framework but not java.*, which Robolectric takes from the JVM it runs on:
# R8 reads those from this JDK (17) instead.
java_home=$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.home = //p')
mkdir -p "$out/dex"
jar --create --file "$out/app-classes.jar" -C "$out/classes" . -C "$out/r-classes" .
java -Xmx4g "${jit[@]}" -cp "$(tool_jar r8)" com.android.tools.r8.R8 --release --min-api 26 \
  --lib "$android_jar" --lib "$java_home" "${rules[@]}" --pg-map-output "$out/mapping.txt" \
  --output "$out/dex" "$out/app-classes.jar" "${classpath[@]}"

# 5. Package, align, sign, verify.
step "packaging"
cp "$out/resources.ap_" "$out/unsigned.apk"
(cd "$out/dex" && aapt add -k "$out/unsigned.apk" classes*.dex >/dev/null)
jna_jni=$out/aars/jna-$(sed -n 's/.*<jna.version>\(.*\)<.*/\1/p' android/apk/pom.xml)/jni
mkdir -p "$out/native/lib"
for abi in arm64-v8a armeabi-v7a x86_64; do cp -r "$jna_jni/$abi" "$out/native/lib/"; done  # build.gradle.kts abiFilters
(cd "$out/native" && find lib -name '*.so' | sort | xargs aapt add "$out/unsigned.apk" >/dev/null)
zipalign -f -p 4 "$out/unsigned.apk" "$out/aligned.apk"
keytool -genkeypair -keystore "$out/debug.keystore" -storepass android -keypass android \
  -alias androiddebugkey -dname "CN=Android Debug,O=Android,C=US" -keyalg RSA -keysize 2048 \
  -validity 10000 -noprompt 2>/dev/null
apksigner sign --ks "$out/debug.keystore" --ks-pass pass:android --key-pass pass:android \
  --min-sdk-version 26 --out "$out/tuffest-debug.apk" "$out/aligned.apk"
apksigner verify --min-sdk-version 26 "$out/tuffest-debug.apk"
step "target/apk/tuffest-debug.apk: $(stat -c %s "$out/tuffest-debug.apk") bytes"
python3 scripts/check-apk.py "$out"
step "done"
