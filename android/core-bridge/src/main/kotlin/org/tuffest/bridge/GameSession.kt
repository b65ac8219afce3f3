package org.tuffest.bridge

import app.tuffest.core.FinishedMatch
import app.tuffest.ffi.HistoryStore
import app.tuffest.ffi.TuffestException

/**
 * What the app does the same way with every game's session ([KitSession], the tournament's):
 * save it, know whether it is over, and have the core write it for the history (finished, or
 * abandoned).
 */
interface GameSession {
    /** Wall-clock time the game started (Unix ms), for the history and the save slot. */
    val startedAtMs: Long

    /** Whether the game is over (the match ended, or every answer is revealed). */
    val isOver: Boolean

    /** The game as text for the save file. */
    fun save(): String

    /** The game as a history record, written by the core: finished when over, else abandoned. */
    fun historyRecord(): FinishedMatch

    /** Every record the game leaves (a tournament: the event, each of its games and its final). */
    fun historyRecords(): List<FinishedMatch> = listOf(historyRecord())

    /** The core's sentence for the last refused action. */
    var refusal: String?

    /** Records the game (and its games, for a tournament) in [store]; the first id, or null when refused (the reason in [refusal]). */
    fun record(store: HistoryStore): Long? =
        try { historyRecords().map { store.record(it) }.firstOrNull() } catch (e: TuffestException) { refusal = e.message; null }

    /** Frees the core object. */
    fun close()
}
