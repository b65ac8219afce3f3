#!/usr/bin/env python3
"""Checks the APK that scripts/build-apk.sh made, for the faults a shrunk, packaged Android build
can have that a compile does not show. Fails loudly (exit 1) on the first check that fails.

    check-apk.py OUT_DIR        (OUT_DIR = target/apk: tuffest-debug.apk, classes/, aars/)

1. strings: every <string> of res/values/strings.xml (and of values-fr) is in the APK's
   resource table, under the app's package, with a non-empty value in that configuration;
2. string ids: the STRING_IDS table (platform/StringIds.kt) survived R8: each of its names is a
   string in the dex and each R.string id it maps to (the id aapt gave that name) a constant there;
3. JNA and the bindings: every class of JNA (com.sun.jna.**, from the AAR's classes.jar) and of
   the UniFFI bindings (app.tuffest.**, as kotlinc compiled them) is in the dex under its own name
   with every field and method it declares, by name: JNA finds them by reflection, and a class
   or member R8 renamed or removed breaks the app only when it runs;
4. the manifest: every class it names (application, activities, providers, receivers, services,
   appComponentFactory) is in the dex, and org.tuffest.app.MainActivity is the launcher activity;
   JNA's libjnidispatch.so is there for each ABI;
5. the signature: apksigner verify (v2 scheme), and zipalign -c;
6. the launcher icon and the splash: the manifest's icon is the adaptive icon
   (mipmap-anydpi-v26/ic_launcher.xml) with its vector layers in the APK, and Theme.Tuffest has
   an Android 12 (v31) version, the one that sets the splash screen, and a night version.
"""
import glob
import os
import re
import struct
import subprocess
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RES = os.path.join(ROOT, "android/app/src/main/res")
PACKAGE = "org.tuffest.app"
ABIS = ["arm64-v8a", "armeabi-v7a", "x86_64"]


def run(*cmd):
    result = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    if result.returncode != 0:
        fail(f"{' '.join(cmd)} exited {result.returncode}:\n{result.stdout}{result.stderr}")
    return result.stdout


def fail(message):
    print(f"check-apk: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def string_names(path):
    return re.findall(r'<string name="([A-Za-z0-9_]+)"', open(path, encoding="utf-8").read())


def resource_table(apk):
    """{(config, name): value} of the app's string resources, and {name: id}."""
    values, ids, config, pending = {}, {}, None, None
    for line in run("aapt", "dump", "--values", "resources", apk).splitlines():
        line = line.strip()
        m = re.match(r"config (\S+):", line)
        if m:
            config, pending = m.group(1), None
            continue
        m = re.match(rf"resource 0x([0-9a-f]+) {re.escape(PACKAGE)}:string/(\w+):", line)
        if m:
            ids[m.group(2)] = int(m.group(1), 16)
            pending = m.group(2)
            continue
        m = re.match(r'\(string(?:8|16)\) "(.*)"$', line)
        if m and pending:
            values[(config, pending)] = m.group(1)
        pending = None
    return values, ids


def dex_classes(dex_files):
    """{class name: set of member names} and the set of constants and strings of the code."""
    classes, current, constants, strings = {}, None, set(), set()
    for dex in dex_files:
        for line in run("dexdump", "-d", dex).splitlines():
            m = re.match(r"\s*Class descriptor\s*: 'L(.*);'", line)
            if m:
                current = classes.setdefault(m.group(1).replace("/", "."), set())
                continue
            m = re.match(r"\s*name\s*: '(.*)'", line)
            if m and current is not None:
                current.add(m.group(1))
                continue
            m = re.search(r"// #([0-9a-f]{8})\s*$", line)
            if m:
                constants.add(int(m.group(1), 16))
            m = re.search(r'const-string(?:/jumbo)? v\d+, "(.*)" // string@', line)
            if m:
                strings.add(m.group(1))
    return classes, constants, strings


def class_members(data):
    """(class name, set of field and method names) of a .class file."""
    pool, i = [None], 10
    count = struct.unpack(">H", data[8:10])[0]
    while len(pool) < count:
        tag = data[i]
        if tag == 1:
            length = struct.unpack(">H", data[i + 1:i + 3])[0]
            pool.append(data[i + 3:i + 3 + length].decode("utf-8", "replace"))
            i += 3 + length
        elif tag in (3, 4, 9, 10, 11, 12, 17, 18):
            pool.append(None); i += 5
        elif tag in (5, 6):
            pool += [None, None]; i += 9
        elif tag in (7, 8, 16, 19, 20):
            pool.append(struct.unpack(">H", data[i + 1:i + 3])[0]); i += 3
        elif tag == 15:
            pool.append(None); i += 4
        else:
            raise ValueError(f"constant pool tag {tag}")
    this_class = struct.unpack(">H", data[i + 2:i + 4])[0]
    name = pool[pool[this_class]].replace("/", ".")
    i += 6
    interfaces = struct.unpack(">H", data[i:i + 2])[0]
    i += 2 + 2 * interfaces
    members = set()
    for _ in range(2):  # fields, then methods
        n = struct.unpack(">H", data[i:i + 2])[0]; i += 2
        for _ in range(n):
            _, name_index, _, attributes = struct.unpack(">HHHH", data[i:i + 8]); i += 8
            members.add(pool[name_index])
            for _ in range(attributes):
                i += 6 + struct.unpack(">I", data[i + 2:i + 6])[0]
    members.discard("<clinit>")
    return name, members


def compiled_classes(paths):
    """[(class name, members)] of the .class files under the directories and jars given."""
    found = []
    for path in paths:
        if os.path.isdir(path):
            for file in glob.glob(os.path.join(path, "**", "*.class"), recursive=True):
                found.append(class_members(open(file, "rb").read()))
        else:
            with zipfile.ZipFile(path) as jar:
                for entry in jar.namelist():
                    if entry.endswith(".class") and not entry.startswith("META-INF/"):
                        found.append(class_members(jar.read(entry)))
    return found


def main(out):
    apk = os.path.join(out, "tuffest-debug.apk")
    passed = 0

    # 1. Strings.
    values, ids = resource_table(apk)
    for config, folder in (("(default)", "values"), ("fr", "values-fr")):
        names = string_names(os.path.join(RES, folder, "strings.xml"))
        missing = [n for n in names if not values.get((config, n))]
        if missing:
            fail(f"{len(missing)} string(s) of {folder}/strings.xml not in the APK's resources "
                 f"(config {config}): {', '.join(missing[:10])}")
    default_names = string_names(os.path.join(RES, "values", "strings.xml"))
    print(f"check-apk: strings: all {len(default_names)} of values/ and values-fr/ resolve in the APK")
    passed += 1

    # 2. The STRING_IDS table after R8.
    with zipfile.ZipFile(apk) as zf:
        dex_names = sorted(n for n in zf.namelist() if re.fullmatch(r"classes\d*\.dex", n))
        entries = zf.namelist()
        dex_dir = os.path.join(out, "check")
        os.makedirs(dex_dir, exist_ok=True)
        dex_files = []
        for name in dex_names:
            path = os.path.join(dex_dir, name)
            open(path, "wb").write(zf.read(name))
            dex_files.append(path)
    if not dex_files:
        fail("no classes.dex in the APK")
    classes, constants, strings = dex_classes(dex_files)
    table = re.findall(r'"(\w+)" to R\.string\.(\w+)',
                       open(os.path.join(ROOT, "android/app/src/main/kotlin/org/tuffest/app/platform/StringIds.kt"),
                            encoding="utf-8").read())
    if not table:
        fail("no entries read from StringIds.kt")
    lost = [key for key, name in table if name not in ids or ids[name] not in constants or key not in strings]
    if lost:
        fail(f"{len(lost)} STRING_IDS entr(y/ies) lost by R8 (name or R.string id not in the dex): {', '.join(lost[:10])}")
    print(f"check-apk: string ids: all {len(table)} STRING_IDS entries (name and R.string id) are in the dex")
    passed += 1

    # 3. JNA and the bindings, by name, with their members.
    jna_jars = glob.glob(os.path.join(out, "aars", "jna-*", "classes.jar"))
    if not jna_jars:
        fail("JNA's classes.jar not found under aars/")
    needed = [c for c in compiled_classes(jna_jars) if c[0].startswith("com.sun.jna.")]
    needed += [c for c in compiled_classes([os.path.join(out, "classes", "app", "tuffest")])]
    problems = []
    for name, members in needed:
        if name not in classes:
            problems.append(f"class {name} missing")
        elif members - classes[name]:
            problems.append(f"{name}: members missing: {', '.join(sorted(members - classes[name])[:5])}")
    if problems:
        fail(f"{len(problems)} JNA/UniFFI class(es) renamed or shrunk by R8:\n  " + "\n  ".join(problems[:15]))
    for must in ("com.sun.jna.Native", "com.sun.jna.Structure", "com.sun.jna.Pointer", "com.sun.jna.Library",
                 "com.sun.jna.Callback", "app.tuffest.ffi.RustBuffer", "app.tuffest.core.RustBuffer"):
        if must not in classes:
            fail(f"{must} not in the dex")
    jna_count = sum(1 for n, _ in needed if n.startswith("com.sun.jna."))
    print(f"check-apk: JNA and bindings: {jna_count} JNA and {len(needed) - jna_count} binding classes "
          f"are in the dex with all {sum(len(m) for _, m in needed)} of their members, by name")
    passed += 1

    # 4. The manifest's classes; the native dispatch library.
    tree = run("aapt", "dump", "xmltree", apk, "AndroidManifest.xml")
    named, element, launcher, activity = [], None, None, None
    for line in tree.splitlines():
        m = re.match(r"\s*E: (\S+)", line)
        if m:
            element = m.group(1)
            continue
        m = re.match(r'\s*A: android:(name|appComponentFactory)\(0x[0-9a-f]+\)="([^"]+)"', line)
        if m and (element in ("application", "activity", "provider", "receiver", "service")
                  or m.group(1) == "appComponentFactory"):
            named.append((element, m.group(2)))
            if element == "activity":
                activity = m.group(2)
        if m and element == "category" and m.group(2) == "android.intent.category.LAUNCHER":
            launcher = activity
    absent = [f"{e} {n}" for e, n in named if n not in classes]
    if absent:
        fail(f"class(es) the manifest names are not in the dex: {', '.join(absent)}")
    if launcher != f"{PACKAGE}.MainActivity":
        fail(f"the launcher activity is {launcher}, not {PACKAGE}.MainActivity")
    for abi in ABIS:
        if f"lib/{abi}/libjnidispatch.so" not in entries:
            fail(f"lib/{abi}/libjnidispatch.so not in the APK")
    print(f"check-apk: manifest: its {len(named)} classes are in the dex, launcher {launcher}; "
          f"libjnidispatch.so for {', '.join(ABIS)}")
    passed += 1

    # 5. Signature and alignment.
    verify = run("apksigner", "verify", "--verbose", "--min-sdk-version", "26", apk)
    if "Verified using v2 scheme (APK Signature Scheme v2): true" not in verify:
        fail(f"apksigner did not verify a v2 signature:\n{verify}")
    run("zipalign", "-c", "-p", "4", apk)
    print("check-apk: signature: apksigner verify (v2 scheme) and zipalign -c pass")
    passed += 1

    # 6. The launcher icon and the splash.
    badging = run("aapt", "dump", "badging", apk)
    icons = set(re.findall(r"application-icon-\d+:'([^']+)'", badging))
    if not icons or any(not i.endswith("/ic_launcher.xml") or i not in entries for i in icons):
        fail(f"the launcher icon is not the adaptive icon in the APK: {sorted(icons)}")
    layers = [n for n in ("ic_launcher_foreground.xml", "ic_launcher_monochrome.xml")
              if not any(e.endswith("/" + n) for e in entries)]
    if layers:
        fail(f"the icon's layers are not in the APK: {', '.join(layers)}")
    table_dump = run("aapt", "dump", "resources", apk)
    configs, themes = None, set()
    for line in table_dump.splitlines():
        m = re.match(r"\s*config (\S+):", line)
        if m:
            configs = m.group(1)
        elif configs and re.match(r"\s*resource 0x[0-9a-f]+ \S+:style/Theme\.Tuffest:", line):
            themes.add(configs)
    for want in ("v31", "night", "night-v31"):
        if not any(c == want or c.endswith("-" + want) or c.startswith(want) for c in themes):
            fail(f"Theme.Tuffest has no {want} version (the splash and the dark window): {sorted(themes)}")
    print(f"check-apk: icon and splash: {sorted(icons)[0]} with its layers; Theme.Tuffest in {', '.join(sorted(themes))}")
    passed += 1

    print(f"check-apk: {len(dex_files)} dex file(s), {len(classes)} classes; {os.path.getsize(apk)} bytes")
    print(f"check-apk: {passed} passed, 0 failed")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/apk"))
