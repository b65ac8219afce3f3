"""Which types of an app copy a core record by hand: the rule scripts/check-swift-syntax.py and
scripts/check-kotlin-mirrors.py share."""


def copies(app, core):
    """(app type, core record) pairs where the app's type repeats the record's fields: the same
    names (two or more), or three or more of them, at least four fifths of each side. `app` and
    `core` map a type's name to the set of its field names."""
    found = []
    for mine, fields in sorted(app.items()):
        for record, theirs in sorted(core.items()):
            shared = len(fields & theirs)
            same = len(fields) >= 2 and fields == theirs
            most = shared >= 3 and shared * 5 >= 4 * len(fields) and shared * 5 >= 4 * len(theirs)
            if same or most:
                found.append((mine, record))
    return found
