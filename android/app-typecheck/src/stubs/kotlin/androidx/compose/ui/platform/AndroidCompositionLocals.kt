// Type-check stub (android/app-typecheck): the Android-only composition locals of
// androidx.compose.ui (the desktop build of the package has no Android Context). Never run.
package androidx.compose.ui.platform

import android.content.Context
import android.content.res.Configuration
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.runtime.staticCompositionLocalOf

/** androidx.compose.ui.platform.LocalContext. */
val LocalContext: ProvidableCompositionLocal<Context> = staticCompositionLocalOf { throw UnsupportedOperationException("type-check stub") }

/** androidx.compose.ui.platform.LocalConfiguration. */
val LocalConfiguration: ProvidableCompositionLocal<Configuration> = compositionLocalOf { throw UnsupportedOperationException("type-check stub") }
