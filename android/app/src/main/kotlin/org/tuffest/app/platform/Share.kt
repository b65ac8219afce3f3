package org.tuffest.app.platform

import android.content.Context
import android.content.Intent

/** Hands [text] (a tournament's results, written by the core) to the system's share sheet. */
fun shareText(context: Context, text: String) {
    val send = Intent(Intent.ACTION_SEND).apply {
        type = "text/plain"
        putExtra(Intent.EXTRA_TEXT, text)
    }
    context.startActivity(Intent.createChooser(send, null))
}
