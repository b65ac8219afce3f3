package org.tuffest.app.platform

import android.content.Context
import org.tuffest.app.R
import org.tuffest.ui.i18n.Strings

/**
 * The shared screens' string table, filled from this app's string resources in the current
 * locale (`values/` English, `values-fr/` French). Every `R.string` is read once per
 * configuration; res/raw/keep.xml stops resource shrinking from dropping any.
 */
object AndroidStrings {
    fun load(context: Context): Strings {
        val table = R.string::class.java.fields.associate { field ->
            field.name to context.getString(field.getInt(null))
        }
        return Strings(table)
    }
}
