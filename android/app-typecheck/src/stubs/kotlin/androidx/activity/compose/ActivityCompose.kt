// Type-check stub (android/app-typecheck): signatures of androidx.activity:activity-compose,
// whose AAR is only on Google's repository. Never run, never packaged with the app.
package androidx.activity.compose

import androidx.activity.ComponentActivity
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionContext

/** androidx.activity.compose.setContent. */
fun ComponentActivity.setContent(parent: CompositionContext? = null, content: @Composable () -> Unit) {
    throw UnsupportedOperationException("type-check stub")
}

/** androidx.activity.compose.BackHandler. */
@Composable
fun BackHandler(enabled: Boolean = true, onBack: () -> Unit) {
    throw UnsupportedOperationException("type-check stub")
}
