#!/usr/bin/env python3
"""Checks the iOS app's calls into the core against the generated Swift bindings.

No Swift compiler runs here, so this catches what a rename in the core would break in the
iOS app: every core type the app names must exist in the generated Swift of the `TuffestCore`
module (`TuffestCore.swift`, the boundary's objects, and `TuffestCoreRecords.swift`, the core's
own records and enums), and every
call of a core free function, initializer or method must use argument labels that one of the
generated declarations of that name has, and every pattern over a core enum case must bind as
many values as the case carries. It is a check of names and labels, not of types.

    scripts/check-swift-calls.py GENERATED_SWIFT_DIR APP_DIR [--platform-names]

Every member name the app reads (`view.deviceSeat`, `.human`) must also be declared by the
bindings, by the app, or be one of Apple's frameworks' names listed in
`scripts/swift-platform-names.txt` (`--platform-names` prints the names no declaration has).

Exits 1 and lists each mismatch (file:line) when there is one.
"""
import pathlib
import re
import sys

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
# Platform calls that share a name with a method of a core object (Path.move(to:),
# Array.remove(atOffsets:)); the module's own name.
PLATFORM = {("move", ("to",)), ("remove", ("atOffsets",))}
MODULE = "TuffestCore"


def strip_strings(text):
    """Blanks string literals and comments (keeping line breaks), so parentheses inside them do not count."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(c if c == "\n" else " " for c in text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('""' + " " * max(0, j - i - 1))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def split_args(text, start):
    """The top-level arguments of the call whose '(' is at `start`, and the index after ')'."""
    depth, i, args, cur = 0, start, [], []
    while i < len(text):
        c = text[i]
        if c in "([{":
            depth += 1
            if depth > 1:
                cur.append(c)
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append("".join(cur))
                return args, i + 1
            cur.append(c)
        elif c == "," and depth == 1:
            args.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    return args, i


def labels_of_call(args):
    labels = []
    for a in args:
        if not a.strip():
            continue
        m = re.match(r"\s*(" + IDENT + r")\s*:(?!:)", a)
        labels.append(m.group(1) if m else "_")
    return tuple(labels)


def labels_of_decl(params):
    labels = []
    for p in params:
        p = p.strip()
        if not p:
            continue
        m = re.match(r"(" + IDENT + r")(?:\s+(" + IDENT + r"))?\s*:", p)
        if not m:
            continue
        labels.append(m.group(1))
    return tuple(labels)


def declarations(text):
    """name -> set of label tuples, for funcs and inits (inits keyed by their type)."""
    decls, types = {}, set()
    current_type = None
    for m in re.finditer(r"\b(?:public\s+|open\s+)?(class|struct|enum|protocol)\s+(" + IDENT + ")", text):
        types.add(m.group(2))
    for m in re.finditer(
        r"(?:(?:public|open)\s+(?:class|struct|enum)\s+(" + IDENT + r"))|(?:\bfunc\s+(" + IDENT + r")\s*\()|(?:\binit\s*\()", text
    ):
        if m.group(1):
            current_type = m.group(1)
            continue
        paren = m.end() - 1
        args, _ = split_args(text, paren)
        labels = labels_of_decl(args)
        name = m.group(2) if m.group(2) else current_type
        if name:
            decls.setdefault(name, set()).add(labels)
    # Enum cases with associated values are called like initializers: `.computer(strength:)`.
    for m in re.finditer(r"\bcase\s+(" + IDENT + r")\s*\(", text):
        args, _ = split_args(text, m.end() - 1)
        labels = []
        for a in args:
            if a.strip():
                named = re.match(r"\s*(" + IDENT + r")\s*:", a)
                labels.append(named.group(1) if named else "_")
        decls.setdefault(m.group(1), set()).add(tuple(labels))
    return decls, types


def protocol_methods(text):
    """The method names of the generated objects (declared in their `…Protocol`)."""
    names = set()
    for m in re.finditer(r"public protocol (" + IDENT + r")Protocol\b[^{]*\{", text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        names |= set(re.findall(r"\bfunc\s+(" + IDENT + r")", text[m.end():i]))
    return names


# A member read: `.name` after a name, `)`, `]`, `?` or `!`, or at the start of an implicit
# member expression (`.human`, `case .writing`); not a number's decimals.
MEMBER = re.compile(r"(?<![0-9])\.([a-z_][A-Za-z0-9_]*)\b")
PLATFORM_NAMES = pathlib.Path(__file__).with_name("swift-platform-names.txt")


def declared_names(text):
    """Every name `text` declares: properties, functions, enum cases, parameters and types."""
    names = set(re.findall(r"\b(?:var|let|func|class|struct|enum|protocol|typealias)\s+(" + IDENT + ")", text))
    # Enum cases, several to a line (`case a, b(x: Int), c`), and not switch patterns.
    for m in re.finditer(r"(?:^|[{;])\s*(?:indirect\s+)?case\s+([a-z][^\n}:=]*)", text, re.M):
        body = re.sub(r"\([^)]*\)", "", m.group(1))
        names |= set(re.findall(r"(?:^|,)\s*(" + IDENT + r")", body))
    # Parameter names and labels (a closure's or function's), which `$0.` and tuples reach.
    names |= set(re.findall(r"[(,]\s*(" + IDENT + r")(?:\s+" + IDENT + r")?\s*:", text))
    return names


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    source = pathlib.Path(args[0])
    files = sorted(source.glob("*.swift")) if source.is_dir() else [source]
    generated = "\n".join(strip_strings(f.read_text()) for f in files)
    core, core_types = declarations(generated)
    methods = protocol_methods(generated)
    core_cases = set(re.findall(r"\bcase\s+(" + IDENT + r")\s*\(", generated))
    core_types = {t for t in core_types if not t.startswith("FfiConverter") and not t.startswith("Uniffi")}
    app_files = sorted(pathlib.Path(args[1]).rglob("*.swift"))
    app_text = {f: strip_strings(f.read_text()) for f in app_files}
    app_decls = {}
    app_types = set()
    for text in app_text.values():
        d, t = declarations(text)
        app_types |= t
        for k, v in d.items():
            app_decls.setdefault(k, set()).update(v)
    problems, calls = [], 0
    type_like = re.compile(r"\b((?:Tuf|Horseshoes|History|Tuffest|Finished|Recorded)" + r"[A-Za-z0-9_]*)\b")
    for f, text in app_text.items():
        for m in type_like.finditer(text):
            name = m.group(1)
            if name in core_types or name in app_types or name in core or name == MODULE:
                continue
            line = text.count("\n", 0, m.start()) + 1
            problems.append(f"{f}:{line}: `{name}` is not in the generated bindings")
        for m in re.finditer(r"(?<![A-Za-z0-9_])(\.)?(" + IDENT + r")\s*\(", text):
            name = m.group(2)
            if name not in core or name in ("init", "if", "switch", "guard", "while", "for", "return"):
                continue
            is_method = m.group(1) is not None
            # A dotted call is checked when it is a method of a core object, or an enum case
            # built with its labels; patterns (`case .writing(let name, …)`) are not calls.
            if is_method and name not in methods and not name[:1].islower():
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            if "case" in text[line_start:m.start()] or "let " in text[m.end():m.end() + 6]:
                continue
            if is_method and name not in methods and name not in core_cases:
                continue
            if text[max(0, m.start() - 5):m.start()].rstrip().endswith("func"):
                continue
            args, _ = split_args(text, m.end() - 1)
            labels = labels_of_call(args)
            known = core.get(name, set()) | app_decls.get(name, set())
            if labels in known or (name, labels) in PLATFORM:
                calls += 1
                continue
            # A trailing closure may stand for the last labelled argument.
            if any(k[: len(labels)] == labels and len(k) == len(labels) + 1 for k in known):
                calls += 1
                continue
            line = text.count("\n", 0, m.start()) + 1
            want = " or ".join("(" + "".join(l + ":" for l in k) + ")" for k in sorted(core.get(name, set())))
            got = "(" + "".join(l + ":" for l in labels) + ")"
            problems.append(f"{f}:{line}: {name}{got} matches no generated declaration {name}{want}")
    # Patterns over a core enum's cases (`case .writing(let name, let draft, _)`) must bind as
    # many values as the case carries.
    app_cases = set()
    for text in app_text.values():
        app_cases |= set(re.findall(r"\bcase\s+(" + IDENT + r")\s*\(", text))
    for f, text in app_text.items():
        for m in re.finditer(r"\bcase\s+(?:let\s+)?\.(" + IDENT + r")\s*\(", text):
            name = m.group(1)
            if name not in core_cases or name in app_cases:
                continue
            args, _ = split_args(text, m.end() - 1)
            arity = len([a for a in args if a.strip()])
            arities = {len(k) for k in core.get(name, set())}
            calls += 1
            if arity not in arities:
                line = text.count("\n", 0, m.start()) + 1
                problems.append(f"{f}:{line}: the pattern .{name} binds {arity} values; the core's case carries {sorted(arities)}")
    # A `private` stored property, wrapped or not, with an initial value makes a struct's
    # memberwise initializer private before Swift 6.4 (SE-0502): a view with `@State private var`
    # and parameters cannot be made from another type ("initializer is inaccessible due to
    # 'private' protection level"). The app's views keep their state internal.
    wrapped_private = re.compile(
        r"@(?:State|StateObject|ObservedObject|FocusState|GestureState|Environment|EnvironmentObject"
        r"|AppStorage|SceneStorage|ScaledMetric|Namespace)\b[^\n]*?\bprivate\s+var\b"
    )
    for f, text in app_text.items():
        for m in wrapped_private.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            problems.append(f"{f}:{line}: a private property-wrapped var makes the view's memberwise initializer private")
    # Every member the app reads (`view.deviceSeat`, `.human`, `.computer(…)`) must be declared
    # somewhere: a field, case, method or property of the generated bindings, a name the app
    # declares itself, or a name of Apple's frameworks the app uses (PLATFORM_NAMES, one per line:
    # names no core or app declaration has; `--platform-names` prints today's list). So a core
    # field or case renamed or removed is caught wherever the app reads it, unless its old name
    # is also one of the app's or a framework's.
    declared = declared_names(generated)
    for text in app_text.values():
        declared |= declared_names(text)
    platform = set()
    if PLATFORM_NAMES.exists():
        platform = {w for line in PLATFORM_NAMES.read_text().splitlines() if not line.startswith("#") for w in line.split()}
    unknown = {}
    members = 0
    for f, text in app_text.items():
        for m in MEMBER.finditer(text):
            name = m.group(1)
            members += 1
            if name in declared or (name in platform and "--platform-names" not in sys.argv):
                continue
            unknown.setdefault(name, []).append(f"{f}:{text.count(chr(10), 0, m.start()) + 1}")
    if "--platform-names" in sys.argv:
        print("\n".join(sorted(unknown)))
        return 0
    for name, places in sorted(unknown.items()):
        for place in places:
            problems.append(f"{place}: `.{name}` is no field, case or member of the generated bindings or the app")
    for p in problems:
        print(p)
    print(
        f"{len(app_files)} Swift files, {calls} calls into the core and {members} member names checked, "
        f"{len(problems)} problems"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
