// Type-check stub (android/app-typecheck): androidx.lifecycle:lifecycle-viewmodel-compose's
// viewModel(), default arguments left out; its Android AAR is only on Google's repository.
package androidx.lifecycle.viewmodel.compose

import androidx.compose.runtime.Composable
import androidx.lifecycle.ViewModel

/** androidx.lifecycle.viewmodel.compose.viewModel. */
@Composable
inline fun <reified VM : ViewModel> viewModel(): VM = throw UnsupportedOperationException("type-check stub")
