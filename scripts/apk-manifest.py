#!/usr/bin/env python3
"""Writes the APK's manifest for scripts/build-apk.sh: what the Android Gradle plugin's manifest
merger would make of android/app/src/main/AndroidManifest.xml and the AARs' manifests, for the
parts this app's libraries use.

    apk-manifest.py APP_MANIFEST AARS_DIR OUT

- the app's manifest gets the package (the Gradle namespace), versionCode/versionName and
  <uses-sdk> of android/app/build.gradle.kts;
- every AAR's permissions, uses-permissions and <application> components (providers, receivers,
  services, activities, meta-data) are added, ${applicationId} filled in and names made absolute;
  a component named twice (androidx.startup's InitializationProvider) is merged, its meta-data
  joined; the <application>'s appComponentFactory is taken from androidx.core;
- tools: attributes are dropped, and elements marked tools:node="remove" with them.
"""
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

ANDROID = "http://schemas.android.com/apk/res/android"
TOOLS = "http://schemas.android.com/tools"
A = lambda name: f"{{{ANDROID}}}{name}"
PACKAGE, VERSION_CODE, VERSION_NAME, MIN_SDK, TARGET_SDK = "org.tuffest.app", "1", "0.1.0", "26", "36"
ET.register_namespace("android", ANDROID)


def absolute(name, package):
    if name.startswith("."):
        return package + name
    return name if "." in name else f"{package}.{name}"


def clean(element):
    """Drops tools: attributes and tools:node="remove" children, recursively."""
    for child in list(element):
        if child.get(f"{{{TOOLS}}}node") == "remove":
            element.remove(child)
        else:
            clean(child)
    for key in [k for k in element.attrib if k.startswith(f"{{{TOOLS}}}")]:
        del element.attrib[key]


def main(app_manifest, aars_dir, out):
    app = ET.parse(app_manifest).getroot()
    clean(app)
    app.set("package", PACKAGE)
    app.set(A("versionCode"), VERSION_CODE)
    app.set(A("versionName"), VERSION_NAME)
    uses_sdk = ET.Element("uses-sdk", {A("minSdkVersion"): MIN_SDK, A("targetSdkVersion"): TARGET_SDK})
    app.insert(0, uses_sdk)
    application = app.find("application")
    for component in application:
        if component.get(A("name")):
            component.set(A("name"), absolute(component.get(A("name")), PACKAGE))
    if application.get(A("name")):
        application.set(A("name"), absolute(application.get(A("name")), PACKAGE))
    top_names = {(e.tag, e.get(A("name"))) for e in app if e.tag != "application"}
    components = {(e.tag, e.get(A("name"))): e for e in application}

    for path in sorted(glob.glob(os.path.join(aars_dir, "*", "AndroidManifest.xml"))):
        text = open(path, encoding="utf-8").read().replace("${applicationId}", PACKAGE)
        lib = ET.fromstring(text)
        clean(lib)
        package = lib.get("package", "")
        for element in lib:
            if element.tag in ("permission", "uses-permission"):
                key = (element.tag, element.get(A("name")))
                if key not in top_names:
                    top_names.add(key)
                    app.insert(list(app).index(application), element)
            elif element.tag == "application":
                factory = element.get(A("appComponentFactory"))
                if factory and not application.get(A("appComponentFactory")):
                    application.set(A("appComponentFactory"), factory)
                for component in element:
                    component.set(A("name"), absolute(component.get(A("name")), package))
                    key = (component.tag, component.get(A("name")))
                    if key in components:
                        have = {(c.tag, c.get(A("name"))) for c in components[key]}
                        for child in component:
                            if (child.tag, child.get(A("name"))) not in have:
                                components[key].append(child)
                    else:
                        components[key] = component
                        application.append(component)
    ET.indent(app)
    ET.ElementTree(app).write(out, encoding="utf-8", xml_declaration=True)


if __name__ == "__main__":
    main(*sys.argv[1:])
