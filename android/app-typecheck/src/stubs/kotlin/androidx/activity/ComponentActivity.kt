// Type-check stub (android/app-typecheck): the signature of androidx.activity's class, whose AAR
// is only on Google's repository. Never run, never packaged with the app.
package androidx.activity

import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleOwner

/** androidx.activity.ComponentActivity: an Activity that is a LifecycleOwner. */
open class ComponentActivity : android.app.Activity(), LifecycleOwner {
    override val lifecycle: Lifecycle
        get() = throw UnsupportedOperationException("type-check stub")
}

/** androidx.activity.enableEdgeToEdge (EdgeToEdge.kt), default arguments left out. */
fun ComponentActivity.enableEdgeToEdge() {
    throw UnsupportedOperationException("type-check stub")
}
