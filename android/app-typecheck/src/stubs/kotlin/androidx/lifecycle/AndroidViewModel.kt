// Type-check stub (android/app-typecheck): androidx.lifecycle's Android-only class, whose AAR is
// only on Google's repository (ViewModel itself is the real desktop build). Never run.
package androidx.lifecycle

import android.app.Application

/** androidx.lifecycle.AndroidViewModel: a ViewModel that holds the Application. */
open class AndroidViewModel(private val application: Application) : ViewModel() {
    /** The application. */
    @Suppress("UNCHECKED_CAST")
    fun <T : Application> getApplication(): T = application as T
}
