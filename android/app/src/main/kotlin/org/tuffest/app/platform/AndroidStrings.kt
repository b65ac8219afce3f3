package org.tuffest.app.platform

import android.content.Context
import org.tuffest.ui.i18n.Strings

/**
 * The shared screens' string table, filled from this app's string resources in the current
 * locale (`values/` English, `values-fr/` French), through the generated [STRING_IDS] table
 * (R.string constants: no reflection, so R8 can neither strip nor rename what is read);
 * res/raw/keep.xml stops resource shrinking from dropping any.
 */
object AndroidStrings {
    fun load(context: Context): Strings =
        Strings(STRING_IDS.mapValues { (_, id) -> context.getString(id) })
}
