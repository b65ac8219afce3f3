#!/usr/bin/env python3
"""Draws the iOS app's icon and launch mark from the same geometry as the Android adaptive icon
(android/app/src/main/res/drawable/ic_launcher_foreground.xml: a white cube face with an equals
sign, its shadow edge, on the launcher blue), so both apps carry one mark:

    ios/Tuffest/Resources/Assets.xcassets/AppIcon.appiconset/AppIcon.png    1024 × 1024 PNG
    ios/Tuffest/Resources/Assets.xcassets/LaunchMark.imageset/LaunchMark.svg the mark as a vector

`--check` fails when the checked-in files differ from what this script draws (run by
scripts/test-shells.sh). Pure Python (zlib), no imaging library."""
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "ios/Tuffest/Resources/Assets.xcassets"
PNG = ASSETS / "AppIcon.appiconset/AppIcon.png"
SVG = ASSETS / "LaunchMark.imageset/LaunchMark.svg"

BLUE = (0x1E, 0x5A, 0x7A)
SHADOW = (0x12, 0x3E, 0x57)
WHITE = (0xFF, 0xFF, 0xFF)

# Rounded rectangles in the adaptive icon's 108-unit grid: (x, y, width, height, radius, colour).
# The shadow's top-left corner is hidden under the face, so it is drawn as a plain corner.
SHAPES = [
    (34, 38, 48, 46, 6, SHADOW),
    (26, 26, 52, 52, 6, WHITE),
    (35, 41, 34, 6, 3, BLUE),
    (35, 57, 34, 6, 3, BLUE),
]


def inside(px: float, py: float, x, y, w, h, r) -> bool:
    if not (x <= px <= x + w and y <= py <= y + h):
        return False
    cx = min(max(px, x + r), x + w - r)
    cy = min(max(py, y + r), y + h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r


def png(size: int) -> bytes:
    """The icon, full bleed (iOS rounds the corners itself), sampled at each pixel's centre; the
    mark scaled so that the 108-unit grid's 26-84 span takes the middle of the icon."""
    scale = size / 108.0
    rows = []
    for j in range(size):
        row = bytearray(BLUE * size)
        gy = (j + 0.5) / scale
        for (x, y, w, h, r, colour) in SHAPES:
            if not (y <= gy <= y + h):
                continue
            x0 = max(0, int(x * scale))
            x1 = min(size, int((x + w) * scale) + 1)
            for i in range(x0, x1):
                if inside((i + 0.5) / scale, gy, x, y, w, h, r):
                    row[3 * i:3 * i + 3] = bytes(colour)
        rows.append(b"\x00" + bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


def svg() -> str:
    """The mark alone (no background: the launch screen's colour is behind it), 58 × 58 units."""
    def rect(x, y, w, h, r, colour):
        hexa = "#%02X%02X%02X" % colour
        return f'  <rect x="{x - 26}" y="{y - 26}" width="{w}" height="{h}" rx="{r}" fill="{hexa}"/>\n'
    body = "".join(rect(*s) for s in SHAPES)
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="174" height="174" viewBox="0 0 58 58">\n'
            f"{body}</svg>\n")


def main() -> int:
    want = {PNG: png(1024), SVG: svg().encode("utf-8")}
    if "--check" in sys.argv[1:]:
        # The catalogue's Contents.json files read as JSON and name files that are there.
        import json
        for contents in sorted(ASSETS.rglob("Contents.json")):
            data = json.loads(contents.read_text(encoding="utf-8"))
            for image in data.get("images", []):
                name = image.get("filename")
                if name and not (contents.parent / name).exists():
                    print(f"{contents.relative_to(ROOT)} names a missing {name}", file=sys.stderr)
                    return 1
        stale = [str(p.relative_to(ROOT)) for p, data in want.items() if not p.exists() or p.read_bytes() != data]
        if stale:
            print("stale (run scripts/draw-icon.py): " + ", ".join(stale), file=sys.stderr)
            return 1
        print("app icon and launch mark: up to date")
        return 0
    for p, data in want.items():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
