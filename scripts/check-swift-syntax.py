#!/usr/bin/env python3
"""Checks that every Swift file of the iOS app (and of the generated bindings) parses, that the
app's switches over enums are exhaustive, that its calls of the core's throwing functions are
made with `try`, and that it copies no core record by hand.

No Swift compiler runs here. scripts/check-swift-calls.py checks the app's names and argument
labels against the generated bindings; this checks the syntax, with the tree-sitter Swift
grammar (the `tree-sitter` and `tree-sitter-swift` packages from PyPI, which
scripts/test-shells.sh installs into a virtual environment under target/). A parse error or a
missing token (an unclosed brace, `let x == y`, `..modifier`, a stray comma) is reported as
file:line:column with the text at fault. It is a check of syntax only, not of types.

Swift refuses a `switch` that misses a case of its enum, so a case added to a core enum breaks
every app switch over it without `default`; the calls check does not see that. So each app
switch without `default` whose patterns are all enum cases (`.name`, `.name(let x)`,
`let .name(x)`; any other pattern, or a `where` guard, and the switch is not judged) is matched
with the enums that declare every case it names, the core's (from the bindings) and the app's
own: it must cover all the cases of at least one of them. A switch whose cases no enum declares
together (Apple's `ScenePhase`, `Optional`) is not judged.

Swift refuses a call of a throwing function without `try` (or `try?`, `try!`) in the same
statement, and a `try` outside a closure does not cover the calls inside it. A core function
that becomes fallible breaks every such call. So each app call whose name and argument labels
are a declaration of the bindings, when every declaration of that name and those labels (the
core's and the app's) throws, must stand under a `try` of its own statement or closure.
Initializers count under their type's name (`GameSession(save:)`).

The app draws the core's records as they are: a struct of the app whose stored properties are
a core record's fields (the same names; or three or more of them, at least four fifths of
each side) is a hand-made copy of that record, and is reported.

One gap of the grammar is bridged: UniFFI's generated Swift marks its internals with
`@_documentation(visibility: private)`, an underscored attribute the grammar does not read; it
is blanked (with spaces, so every position stays) before parsing.

    scripts/check-swift-syntax.py APP_DIR [BINDINGS_DIR...]
                                              every *.swift below each DIR parses; the app's
                                              switches cover the enums of all of them
    scripts/check-swift-syntax.py --self-test sound and broken snippets told apart, switches
                                              over a known enum judged, the others left

Exits 1 when a file does not parse, an app switch misses a case, a throwing call has no `try`
or an app struct copies a core record (or when a DIR holds no Swift file, or the self-test
fails).
"""
import pathlib
import sys

import tree_sitter_swift
from record_copies import copies
from tree_sitter import Language, Parser

PARSER = Parser(Language(tree_sitter_swift.language()))
# Attributes the grammar does not read, blanked before parsing (see the module's text).
UNREAD = [b"@_documentation(visibility: private)"]
# At most this many faults are printed (all are counted).
SHOWN = 40


def parse(source):
    """The tree of `source` (bytes), the attributes the grammar does not read blanked."""
    return PARSER.parse(blanked(source))


def faults(source, tree=None):
    """The (line, column, what, text) of each error or missing node in `source` (bytes), read
    from its `tree` when it is parsed already."""
    found = []

    def walk(node):
        if node.is_error or node.is_missing:
            text = source[node.start_byte:node.end_byte][:60].decode("utf-8", "replace")
            what = "missing " + node.type if node.is_missing else "cannot parse"
            found.append((node.start_point[0] + 1, node.start_point[1] + 1, what, text))
        elif node.has_error:
            for child in node.children:
                walk(child)

    walk((tree or parse(source)).root_node)
    return found


def blanked(source):
    """`source` with the attributes the grammar does not read blanked, position for position."""
    for attribute in UNREAD:
        source = source.replace(attribute, b" " * len(attribute))
    return source


def nodes(node, kind):
    """Every node of type `kind` at or below `node`."""
    if node.type == kind:
        yield node
    for child in node.children:
        yield from nodes(child, kind)


def name(node):
    return node.text.decode("utf-8").strip("`")


def types(tree, keyword=None):
    """(name, body) of each class, struct or enum `tree` declares (`keyword`: only those)."""
    for decl in nodes(tree.root_node, "class_declaration"):
        if keyword is not None and not any(c.type == keyword for c in decl.children):
            continue
        title = next((c for c in decl.children if c.type == "type_identifier"), None)
        body = next((c for c in decl.children if c.type.endswith("class_body")), None)
        if title is not None and body is not None:
            yield name(title), body


def enums(tree):
    """Each enum the tree declares: name -> its case names."""
    out = {}
    for title, body in types(tree, "enum"):
        cases = {
            name(c)
            for entry in body.children
            if entry.type == "enum_entry"
            for c in entry.children
            if c.type == "simple_identifier"
        }
        out.setdefault(title, set()).update(cases)
    return out


def case_name(pattern):
    """The case a `switch_pattern` names (`.name`, `.name(…)`, `let .name(…)`), else None."""
    inner = [c for c in pattern.children if c.type == "pattern"]
    if len(inner) != 1:
        return None
    kids = [c for c in inner[0].children if c.type != "value_binding_pattern"]
    if len(kids) >= 2 and kids[0].type == "." and kids[1].type == "simple_identifier":
        return name(kids[1])
    return None


def switch_faults(tree, known):
    """(line, text) of each switch in `tree` that covers no enum of `known` whole, and how many
    switches were judged."""
    found, judged = [], 0
    for switch in nodes(tree.root_node, "switch_statement"):
        entries = [c for c in switch.children if c.type == "switch_entry"]
        if any(c.type == "default_keyword" for e in entries for c in e.children):
            continue
        if any(c.type == "where_keyword" or c.type == "where_clause" for e in entries for c in e.children):
            continue
        named = [case_name(p) for e in entries for p in e.children if p.type == "switch_pattern"]
        if not named or None in named:
            continue
        cases = set(named)
        candidates = {e: c for e, c in known.items() if cases <= c}
        if not candidates:
            continue
        judged += 1
        if any(c == cases for c in candidates.values()):
            continue
        missing = "; ".join(
            f"{e} lacks " + ", ".join("." + m for m in sorted(c - cases))
            for e, c in sorted(candidates.items())
        )
        found.append((switch.start_point[0] + 1, f"switch without default: {missing}"))
    return found, judged


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


SWITCHES = b"""
public enum Mark { case plus, minus(Int)
    case times
}
enum Phase { case plus, minus }
func a(m: Mark) -> Int { switch m { case .plus: 1; case let .minus(n): n; case .times: 3 } }
func b(p: Phase) -> Int { switch p { case .plus: 1; case .minus: 2 } }
func c(m: Mark) -> Int { switch m { case .plus: 1; default: 0 } }
func d(m: Mark?) -> Int { switch m { case nil: 0; case .some: 1 } }
func e(m: Mark) -> Int { switch m { case .plus, .times: 1 } }
func g(m: Mark, x: Bool) -> Int { switch m { case .plus where x: 1; case .minus: 2 } }
"""
MIRRORS = (
    b"public struct Cell: Equatable { public var row: UInt8\n public var col: UInt8 }\n"
    b"public struct Seat { public var name: String\n public var kind: Int\n public var id: Int }",
    b"struct Square: Hashable { let row: Int\n let col: Int\n static let zero = 0 }\n"
    b"struct Form { var name = \"\"\n var kind = 0\n var error: String?\n var code = \"\" }\n"
    b"struct Spot { let row: Int\n var area: Int { row } }",
)
THROWS = b"""
open class Session { public convenience init(save: String) throws { }
    open func place(_ id: UInt32, at: UInt32) throws -> [Int] { [] }
    open func view(nowMs: UInt64) -> Int { 0 }
}
func use(s: Session) throws {
    let a = try Session(save: "x"); _ = try? s.place(1, at: 2); _ = s.view(nowMs: 1)
    _ = s.place(1, at: 2)
    run { _ = try! s.place(3, at: 4) }
    try run { _ = s.place(5, at: 6) }
    _ = Session(save: "y")
}
"""


def labels_of(declaration):
    """The argument labels a declaration's parameters take (`_` for none)."""
    out = []
    for param in (c for c in declaration.children if c.type == "parameter"):
        names = [c for c in param.children if c.type == "simple_identifier"]
        if names:
            out.append(name(names[0]))
    return tuple(out)


def throwing(tree):
    """(name, labels) -> whether each declaration of that name and labels in `tree` throws:
    functions and methods by their name, initializers by their type's name."""
    out = {}
    kinds = ("function_declaration", "protocol_function_declaration")
    for kind in kinds:
        for decl in nodes(tree.root_node, kind):
            title = next((c for c in decl.children if c.type == "simple_identifier"), None)
            if title is not None:
                key = (name(title), labels_of(decl))
                out.setdefault(key, []).append(any(c.type == "throws" for c in decl.children))
    for title, body in types(tree):
        for decl in (c for c in body.children if c.type == "init_declaration"):
            key = (title, labels_of(decl))
            out.setdefault(key, []).append(any(c.type == "throws" for c in decl.children))
    return out


def call_key(call):
    """(name, labels) of a call `f(a:)`, `x.f(a:)` or `T.f(a:)`; None for other callees."""
    callee, suffix = call.children[0], call.children[-1]
    if callee.type == "navigation_expression":
        tail = callee.children[-1]
        callee = next((c for c in tail.children if c.type == "simple_identifier"), None)
    if callee is None or callee.type != "simple_identifier" or suffix.type != "call_suffix":
        return None
    arguments = next((c for c in suffix.children if c.type == "value_arguments"), None)
    if arguments is None:
        return None
    labels = []
    for argument in (c for c in arguments.children if c.type == "value_argument"):
        label = next((c for c in argument.children if c.type == "value_argument_label"), None)
        labels.append(name(label) if label is not None else "_")
    return (name(callee), tuple(labels))


def tried(node):
    """Whether `node` stands under a `try` of its own statement (a closure needs its own)."""
    node = node.parent
    while node is not None and node.type not in ("statements", "lambda_literal", "function_body"):
        if node.type == "try_expression":
            return True
        node = node.parent
    return False


def untried_calls(tree, core, every):
    """(line, text) of each call in `tree` of a core function that throws (every declaration of
    its name and labels, the core's in `core` and the app's in `every`, throws) made without
    `try`; and how many calls of the core's throwing functions there are."""
    found, calls = [], 0
    for call in nodes(tree.root_node, "call_expression"):
        key = call_key(call)
        if key is None or key not in core or not all(every.get(key, [])):
            continue
        calls += 1
        if not tried(call):
            what = f"{key[0]}({''.join(label + ':' for label in key[1])}) throws"
            found.append((call.start_point[0] + 1, f"call without try: {what}"))
    return found, calls


def structs(tree):
    """Each struct `tree` declares: name -> the names of its stored instance properties."""
    out = {}
    for title, body in types(tree, "struct"):
        fields = set()
        for prop in (c for c in body.children if c.type == "property_declaration"):
            if any(c.type == "computed_property" for c in prop.children):
                continue
            modifiers = next((c for c in prop.children if c.type == "modifiers"), None)
            if modifiers is not None and b"static" in modifiers.text:
                continue
            pattern = next((c for c in prop.children if c.type == "pattern"), None)
            if pattern is not None:
                fields.add(name(pattern))
        out[title] = fields
    return out


def self_test():
    sound = SOUND + b"@_documentation(visibility: private)\npublic func g() {}\n"
    tree = PARSER.parse(SWITCHES)
    unswitched, judged = switch_faults(tree, enums(tree))
    thrown = PARSER.parse(THROWS)
    declared = throwing(thrown)
    untried, calls = untried_calls(thrown, declared, declared)
    ok = (
        not faults(sound)
        and all(faults(b) for b in BROKEN)
        and [line for line, _ in unswitched] == [10]
        and judged == 3
        and [line for line, _ in untried] == [8, 10, 11]
        and calls == 6
        and copies(structs(PARSER.parse(MIRRORS[1])), structs(PARSER.parse(MIRRORS[0])))
        == [("Square", "Cell")]
    )
    print("swift syntax self-test:", "ok" if ok else "FAILED")
    return 0 if ok else 1


def main(args):
    if args == ["--self-test"]:
        return self_test()
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    bad, files, switches, judged, calls = 0, 0, 0, 0, 0
    known, app, core, every = {}, [], {}, {}
    records, mine = {}, {}

    def report(where):
        nonlocal bad
        if bad < SHOWN:
            print(where, file=sys.stderr)
        bad += 1

    for index, root in enumerate(args):
        paths = sorted(pathlib.Path(root).rglob("*.swift"))
        if not paths:
            report(f"{root}: no Swift file")
        for path in paths:
            files += 1
            source = path.read_bytes()
            tree = parse(source)
            for line, col, what, text in faults(source, tree):
                report(f"{path}:{line}:{col}: {what}: {text!r}")
            for enum, cases in enums(tree).items():
                known.setdefault(enum, set()).update(cases)
            for key, flags in throwing(tree).items():
                every.setdefault(key, []).extend(flags)
                if index > 0:
                    core.setdefault(key, []).extend(flags)
            if index == 0:
                app.append((path, tree))
                for struct, fields in structs(tree).items():
                    mine[f"{path}: {struct}"] = fields
            else:
                records.update(structs(tree))
    for path, tree in app:
        switches += sum(1 for _ in nodes(tree.root_node, "switch_statement"))
        unswitched, seen = switch_faults(tree, known)
        judged += seen
        for line, what in unswitched:
            report(f"{path}:{line}: {what}")
        untried, made = untried_calls(tree, core, every)
        calls += made
        for line, what in untried:
            report(f"{path}:{line}: {what}")
    for struct, record in copies(mine, records):
        report(f"{struct} copies the core's record {record} field for field: draw the record")
    print(
        f"swift syntax: {files} files; {switches} switches in the app, {judged} of them matched"
        f" with their enum and checked whole; {calls} calls of the core's throwing functions,"
        f" each checked for its try; {len(mine)} app structs against {len(records)} of the"
        f" bindings for copies; {bad} faults"
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
