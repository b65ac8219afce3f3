package org.tuffest.bridge

import app.tuffest.core.HistoryPages
import app.tuffest.core.TuffestLanguage
import app.tuffest.ffi.HistoryStore
import app.tuffest.ffi.TuffestException

/**
 * The history screens, read from the core's SQLite [HistoryStore] (a file in the app's private
 * storage) as the core's [HistoryPages]: every figure and sentence is the core's, in [language];
 * only dates are the platform's ([date]).
 */
class HistoryBridge(
    private val store: HistoryStore,
    private val language: TuffestLanguage,
    /** Formats a match's start (Unix milliseconds) as the platform writes dates. */
    val date: (Long) -> String,
) {
    /**
     * Every game's statistics and Hall of Fame, the recent matches and the core's notice when
     * the file had to be repaired on opening; null when unreadable.
     */
    fun pages(): HistoryPages? = try {
        store.pages(language)
    } catch (e: TuffestException) {
        null
    }
}
