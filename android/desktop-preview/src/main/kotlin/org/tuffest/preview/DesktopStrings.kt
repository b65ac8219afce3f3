package org.tuffest.preview

import org.tuffest.ui.i18n.Strings
import org.w3c.dom.Element
import javax.xml.parsers.DocumentBuilderFactory

/** Reads the Android app's `values[-xx]/strings.xml` from the classpath (copied there by Maven). */
object DesktopStrings {
    fun table(locale: String?): Map<String, String> {
        val path = if (locale == null) "/res/values/strings.xml" else "/res/values-$locale/strings.xml"
        val stream = DesktopStrings::class.java.getResourceAsStream(path) ?: error("missing $path")
        val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(stream)
        val nodes = doc.getElementsByTagName("string")
        return (0 until nodes.length).associate { i ->
            val e = nodes.item(i) as Element
            e.getAttribute("name") to Strings.unescapeAndroid(e.textContent)
        }
    }

    /** English, with the locale's strings laid over it (as Android falls back to `values/`). */
    fun load(locale: String?): Strings =
        Strings(if (locale == null) table(null) else table(null) + table(locale))
}
