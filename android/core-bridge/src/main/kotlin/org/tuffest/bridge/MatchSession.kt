package org.tuffest.bridge

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.tuffest.core.FinishedMatch
import app.tuffest.ffi.HistoryStore
import app.tuffest.core.TufCommand
import app.tuffest.core.TufEvent
import app.tuffest.ffi.TufMatch
import app.tuffest.core.TufMatchConfig
import app.tuffest.core.TufPlayMode
import app.tuffest.core.TufSeatKind
import app.tuffest.ffi.TuffestException
import app.tuffest.core.TuffestLanguage
import app.tuffest.ffi.tufGameTitle
import org.tuffest.ui.model.BoardActions
import org.tuffest.ui.model.CoreEvent
import org.tuffest.ui.model.Placement
import org.tuffest.ui.model.Role
import org.tuffest.ui.model.TableActions
import org.tuffest.ui.model.TableView

/** The core's match events that the shells turn into haptics and sound. */
fun TufEvent.feedback(): CoreEvent? = when (this) {
    TufEvent.TimerLastTenSeconds -> CoreEvent.LastTenSeconds
    TufEvent.TimerExpired -> CoreEvent.TimerExpired
    is TufEvent.Declared -> CoreEvent.Declared
    is TufEvent.RoundOver -> CoreEvent.RoundOver
    is TufEvent.MatchOver -> CoreEvent.MatchOver
    else -> null
}

/**
 * A TUF match on this device: holds the core's [TufMatch], sends each player's commands with
 * the shell's monotonic clock ([clock], milliseconds), and publishes the core's next table view
 * as Compose state. A refused command changes nothing and leaves the core's sentence in
 * [refusal]. The shell calls [tick] from its frame/timer loop and [pause]/[resume] on lifecycle.
 */
class MatchSession(
    val match: TufMatch,
    private val clock: () -> Long,
    language: TuffestLanguage,
    /** Wall-clock time the match started (Unix ms), for the history. */
    override val startedAtMs: Long,
) : TableActions, GameSession {
    val config: TufMatchConfig = match.config()

    /** Several people at once on this device: the table-mode screen, turned per seat. */
    val tableMode: Boolean = config.mode is TufPlayMode.Table && config.seats.count { it.kind is TufSeatKind.Human } >= 2

    init {
        // Views, refusals, hints and call words in the device's language.
        match.setLanguage(language)
    }

    private val mapper = TableMapper(tufGameTitle(config.game, language), config.seats.map { strengthName(it.kind) })
    private val pending = mutableListOf<TufEvent>()

    /** The last hint the device's player asked for, and the round it belongs to. */
    private var hint: Pair<UInt, String>? = null

    private fun render(): TableView {
        val v = match.view(now())
        return mapper.table(v, tableMode, hint?.takeIf { it.first == v.round }?.second)
    }

    /** The table the screens draw. */
    var table: TableView by mutableStateOf(render())
        private set

    /** The core's sentence for the last refused command, shown in a snackbar. */
    override var refusal: String? by mutableStateOf(null)

    private fun now(): ULong = clock().coerceAtLeast(0L).toULong()

    private fun refresh() {
        table = render()
    }

    /** Advances the core to now; returns the events since the last call (commands' first). */
    fun tick(): List<TufEvent> {
        val events = pending.toList() + match.tick(now())
        pending.clear()
        refresh()
        return events
    }

    /** The app left the foreground: the core stops the timer. */
    fun pause() {
        pending += match.pause(now())
        refresh()
    }

    /** The app came back: the timer runs on with the time it had. */
    override fun resume() {
        if (match.isPaused()) pending += match.resume(now())
        refresh()
    }

    /** The match as text for the save file (a paused snapshot). */
    override fun save(): String = match.save(now())

    override val isOver: Boolean get() = match.isOver()

    private fun command(seat: Int, command: TufCommand) {
        try {
            pending += match.apply(seat.toUInt(), command, now())
            refusal = null
        } catch (e: TuffestException) {
            refusal = e.message
        }
        refresh()
    }

    /** The seat that presses the shared buttons: the board this device shows, else the first person. */
    private fun sharedSeat(): Int = table.activeSeat ?: config.seats.indexOfFirst { it.kind is TufSeatKind.Human }.coerceAtLeast(0)

    /** The next hint step for the device's player; the core words it and counts it (assisted). */
    override fun hint() {
        val seat = sharedSeat()
        try {
            hint = match.view(now()).round to match.hint(seat.toUInt(), now()).sentence
            refusal = null
        } catch (e: TuffestException) {
            refusal = e.message
        }
        refresh()
    }

    override fun endRound() = command(sharedSeat(), TufCommand.EndRound)
    override fun nextRound() = command(sharedSeat(), TufCommand.NextRound)
    override fun takeTurn(seat: Int) = command(seat, TufCommand.TakeTurn)

    /** The board edits of [seat], each one core command. */
    fun actionsFor(seat: Int): BoardActions = object : BoardActions {
        override fun place(cubeId: Int, at: Int) = command(seat, TufCommand.Place(cubeId.toUInt(), at.toUInt()))
        override fun move(from: Int, to: Int) = command(seat, TufCommand.Move(from.toUInt(), to.toUInt()))
        override fun remove(at: Int) = command(seat, TufCommand.Remove(at.toUInt()))
        override fun setPlacement(at: Int, placement: Placement) = command(seat, TufCommand.SetPlacement(at.toUInt(), placement.toCore()))
        override fun setRole(at: Int, role: Role) = command(seat, TufCommand.SetRole(at.toUInt(), role.toCore()))
        override fun toggleGap(at: Int) = command(seat, TufCommand.ToggleGap(at.toUInt()))
        override fun clear() = command(seat, TufCommand.Clear)
        override fun declare() = command(seat, TufCommand.Declare)
        override fun challenge() = command(seat, TufCommand.Challenge)
    }

    /** Sets a seat's layout from the text notation (tutorials, the preview's scripted rounds). */
    fun setText(seat: Int, text: String) = command(seat, TufCommand.SetText(text))

    /**
     * The match as a history record, written by the core (`TufMatch.historyRecord`): finished
     * when the match is over, abandoned (`finished == false`) otherwise.
     */
    override fun historyRecord(): FinishedMatch = match.historyRecord(startedAtMs)

    override fun close() = match.close()

    companion object {
        /** A new match from a setup, started at the clock's reading. */
        fun start(config: TufMatchConfig, clock: () -> Long, language: TuffestLanguage, wallMs: Long): MatchSession =
            MatchSession(TufMatch.newIn(config, clock().toULong(), language), clock, language, wallMs)

        /** A match restored from its save file; it comes back paused, and is resumed now. */
        fun restore(saved: String, clock: () -> Long, language: TuffestLanguage, wallMs: Long): MatchSession =
            MatchSession(TufMatch.restoreIn(saved, language), clock, language, wallMs).also { it.resume() }
    }
}
