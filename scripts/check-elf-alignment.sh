#!/usr/bin/env bash
# Checks that native libraries load on devices with 16 KB memory pages (Android 15+; required
# by Google Play for 64-bit libraries): every ELF LOAD segment aligned to at least 16 KB.
#
#   scripts/check-elf-alignment.sh LIB.so...     exits 1 naming each library that is not
#   scripts/check-elf-alignment.sh --self-test   links two small libraries with cc, at the
#                                                default alignment and at 16 KB, and checks
#                                                that the first fails and the second passes
set -euo pipefail
readelf=$(command -v readelf || command -v llvm-readelf || true)
[[ -n "$readelf" ]] || { echo "check-elf-alignment: readelf (binutils) or llvm-readelf is needed" >&2; exit 1; }

check() {
    local bad=0 lib align
    for lib in "$@"; do
        local aligns
        aligns=$("$readelf" -lW "$lib" | awk '$1 == "LOAD" { print $NF }')
        [[ -n "$aligns" ]] || { echo "check-elf-alignment: $lib has no LOAD segment (not a shared library?)"; bad=1; continue; }
        for align in $aligns; do
            if (( align < 0x4000 )); then
                echo "check-elf-alignment: $lib has a LOAD segment aligned to $align, less than 16 KB (0x4000)"
                bad=1
                break
            fi
        done
    done
    return $bad
}

if [[ "${1:-}" == --self-test ]]; then
    dir=$(mktemp -d)
    trap 'rm -rf "$dir"' EXIT
    echo 'int tuffest_answer(void) { return 42; }' > "$dir/a.c"
    cc -shared -fPIC -Wl,-z,max-page-size=4096 -o "$dir/small.so" "$dir/a.c"
    cc -shared -fPIC -Wl,-z,max-page-size=16384 -o "$dir/large.so" "$dir/a.c"
    if check "$dir/small.so" >/dev/null; then echo "check-elf-alignment: a 4 KB-aligned library passed" >&2; exit 1; fi
    check "$dir/large.so" || { echo "check-elf-alignment: a 16 KB-aligned library failed" >&2; exit 1; }
    echo "check-elf-alignment: self-test passed (4 KB refused, 16 KB accepted)"
    exit 0
fi
(( $# > 0 )) || { echo "usage: scripts/check-elf-alignment.sh LIB.so... | --self-test" >&2; exit 2; }
check "$@"
echo "check-elf-alignment: $# libraries, every LOAD segment aligned to 16 KB or more"
