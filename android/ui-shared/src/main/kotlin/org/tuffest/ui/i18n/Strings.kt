package org.tuffest.ui.i18n

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.staticCompositionLocalOf

/**
 * The app's words, looked up by the names of `res/values/strings.xml` (English) and
 * `res/values-fr/strings.xml` (French). Android fills the table from its resources (so the
 * system picks the language); the desktop preview reads the same XML files.
 */
class Strings(private val table: Map<String, String>) {
    /** The string named [key], formatted with [args] (`%1$s`, `%1$d` as in Android). */
    fun get(key: String, vararg args: Any): String {
        val raw = table[key] ?: return "⟦$key⟧"
        return if (args.isEmpty()) raw else String.format(raw, *args)
    }

    /** Whether a string of that name exists. */
    fun has(key: String): Boolean = key in table

    companion object {
        /** Un-escapes an Android string resource value (`\'`, `\"`, `\n`, `\@`, `\?`). */
        fun unescapeAndroid(value: String): String {
            val trimmed = value.trim().let {
                if (it.length >= 2 && it.startsWith('"') && it.endsWith('"')) it.substring(1, it.length - 1) else it
            }
            val out = StringBuilder()
            var i = 0
            while (i < trimmed.length) {
                val c = trimmed[i]
                if (c == '\\' && i + 1 < trimmed.length) {
                    when (val n = trimmed[i + 1]) {
                        'n' -> out.append('\n')
                        't' -> out.append('\t')
                        else -> out.append(n)
                    }
                    i += 2
                } else {
                    out.append(c)
                    i++
                }
            }
            return out.toString()
        }
    }
}

/** The strings of the current language. */
val LocalStrings = staticCompositionLocalOf { Strings(emptyMap()) }

/** The string named [key] in the current language. */
@Composable
@ReadOnlyComposable
fun tr(key: String, vararg args: Any): String = LocalStrings.current.get(key, *args)
