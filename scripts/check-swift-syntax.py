#!/usr/bin/env python3
"""Checks that every Swift file of the iOS app (and of the generated bindings) parses.

No Swift compiler runs here. scripts/check-swift-calls.py checks the app's names and argument
labels against the generated bindings; this checks the syntax, with the tree-sitter Swift
grammar (the `tree-sitter` and `tree-sitter-swift` packages from PyPI, which
scripts/test-shells.sh installs into a virtual environment under target/). A parse error or a
missing token (an unclosed brace, `let x == y`, `..modifier`, a stray comma) is reported as
file:line:column with the text at fault. It is a check of syntax only, not of types.

One gap of the grammar is bridged: UniFFI's generated Swift marks its internals with
`@_documentation(visibility: private)`, an underscored attribute the grammar does not read; it
is blanked (with spaces, so every position stays) before parsing.

    scripts/check-swift-syntax.py DIR...      every *.swift below each DIR
    scripts/check-swift-syntax.py --self-test a broken and a sound snippet, told apart

Exits 1 when a file does not parse (or when a DIR holds no Swift file, or the self-test fails).
"""
import pathlib
import sys

import tree_sitter_swift
from tree_sitter import Language, Parser

PARSER = Parser(Language(tree_sitter_swift.language()))
# Attributes the grammar does not read, blanked before parsing (see the module's text).
UNREAD = [b"@_documentation(visibility: private)"]
# At most this many faults are printed (all are counted).
SHOWN = 40


def faults(source):
    """The (line, column, what, text) of each error or missing node in `source` (bytes)."""
    for attribute in UNREAD:
        source = source.replace(attribute, b" " * len(attribute))
    found = []

    def walk(node):
        if node.is_error or node.is_missing:
            text = source[node.start_byte:node.end_byte][:60].decode("utf-8", "replace")
            what = "missing " + node.type if node.is_missing else "cannot parse"
            found.append((node.start_point[0] + 1, node.start_point[1] + 1, what, text))
        elif node.has_error:
            for child in node.children:
                walk(child)

    walk(PARSER.parse(source).root_node)
    return found


SOUND = b"""
import SwiftUI
struct Row: View {
    let title: String
    var body: some View {
        if let first = title.first { Text(String(first)).padding(.horizontal, 4) } else { EmptyView() }
    }
}
"""
BROKEN = [
    b"struct Row { let title == \"a\" }",
    b"func f() { let x = [1, 2,, 3] }",
    b"struct Row: View { var body: some View { Text(\"a\")..padding() } }",
    b"func f() { if true { print(1) }",
    b"@_documentation(visibility: private) func f( {}",
]


def self_test():
    sound = SOUND + b"@_documentation(visibility: private)\npublic func g() {}\n"
    ok = not faults(sound) and all(faults(b) for b in BROKEN)
    print("swift syntax self-test:", "ok" if ok else "FAILED")
    return 0 if ok else 1


def main(args):
    if args == ["--self-test"]:
        return self_test()
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    bad, files = 0, 0
    for root in args:
        paths = sorted(pathlib.Path(root).rglob("*.swift"))
        if not paths:
            print(f"{root}: no Swift file", file=sys.stderr)
            bad += 1
        for path in paths:
            files += 1
            for line, col, what, text in faults(path.read_bytes()):
                if bad < SHOWN:
                    print(f"{path}:{line}:{col}: {what}: {text!r}", file=sys.stderr)
                bad += 1
    print(f"swift syntax: {files} files, {bad} faults")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
