#!/usr/bin/env python3
"""Checks that the Android app copies no core record by hand.

The app draws the core's records (the generated Kotlin of UniFFI) as they are. A `data class`
of the app whose constructor properties are a core record's fields (the same names; or three or
more of them, at least four fifths of each side) is a hand-made copy of that record, and is
reported as file: class, with the record it copies. scripts/check-swift-syntax.py checks the iOS
app's structs the same way.

    scripts/check-kotlin-mirrors.py GENERATED_DIR APP_DIR...
    scripts/check-kotlin-mirrors.py --self-test

Exits 1 when an app class copies a record (or when no record or no app class is found, or the
self-test fails).
"""
import pathlib
import re
import sys

from record_copies import copies

DATA_CLASS = re.compile(r"\bdata class\s+(\w+)\s*(?:<[^>]*>)?\s*\(")
PROPERTY = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:private|internal|public|override)\s+)*(?:val|var)\s+`?(\w+)`?")


def data_classes(text):
    """Each data class `text` declares: name -> the names of its constructor properties."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    out = {}
    for match in DATA_CLASS.finditer(text):
        depth, i, part, parts = 1, match.end(), "", []
        while i < len(text) and depth:
            ch = text[i]
            depth += ch in "([{<"
            depth -= ch in ")]}>"
            if depth == 0 or (ch == "," and depth == 1):
                parts.append(part)
                part = ""
            else:
                part += ch
            i += 1
        fields = {m.group(1) for m in (PROPERTY.match(p) for p in parts) if m}
        out[match.group(1)] = fields
    return out


CORE = """
data class Cell (
    /** Row. */
    var `row`: kotlin.UByte,
    var `col`: kotlin.UByte
) { companion object }
data class Seat (var `name`: kotlin.String, var `kind`: SeatKind, var `id`: kotlin.UInt)
"""
APP = """
/** A board square. */
data class Square(val row: Int, val col: Int) { fun step(by: Int) = Square(row + by, col) }
data class Form(val name: String = "", val kind: Int = 0, val error: String? = null, val code: String = "")
data class Pair<T>(val first: T, val second: Map<String, List<Int>>)
"""


def self_test():
    core, app = data_classes(CORE), data_classes(APP)
    ok = (
        core == {"Cell": {"row", "col"}, "Seat": {"name", "kind", "id"}}
        and app["Pair"] == {"first", "second"}
        and copies(app, core) == [("Square", "Cell")]
    )
    print("kotlin mirrors self-test:", "ok" if ok else "FAILED")
    return 0 if ok else 1


def main(args):
    if args == ["--self-test"]:
        return self_test()
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    core = {}
    for path in sorted(pathlib.Path(args[0]).rglob("*.kt")):
        core.update(data_classes(path.read_text(encoding="utf-8")))
    app = {}
    for root in args[1:]:
        for path in sorted(pathlib.Path(root).rglob("*.kt")):
            if "target" in path.parts or "build" in path.parts:
                continue
            for name, fields in data_classes(path.read_text(encoding="utf-8")).items():
                app[f"{path}: {name}"] = fields
    bad = [f"{mine} copies the core's record {record} field for field: draw the record"
           for mine, record in copies(app, core)]
    if not core or not app:
        bad.append(f"no records ({len(core)}) or no app classes ({len(app)}) found")
    for line in bad:
        print(line, file=sys.stderr)
    print(f"kotlin mirrors: {len(app)} data classes of the app against {len(core)} core records,"
          f" {len(bad)} faults")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
