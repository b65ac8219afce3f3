package org.tuffest.bridge

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.tuffest.core.TufCommand
import app.tuffest.core.TufMatchConfig
import app.tuffest.core.TufPlacement
import app.tuffest.core.TufRole
import app.tuffest.core.TufSeatKind
import app.tuffest.core.TufTableView
import app.tuffest.ffi.TuffestException
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.tufGameTitle
import org.tuffest.ui.model.BoardActions
import org.tuffest.ui.model.TableActions
import org.tuffest.ui.model.TableExtras
import app.tuffest.ffi.GameSession as CoreGame

/**
 * A TUF match on this device over the kit's one session object ([CoreGame]), like every other
 * game: each player's commands go to the core with the shell's monotonic clock ([clock],
 * milliseconds), and the screens draw the core's table view as it is ([view], with [extras]). A refused
 * command changes nothing and leaves the core's sentence in [refusal]. The shell calls [tick]
 * from its frame/timer loop and [pause]/[resume] on lifecycle; the cues (played as the core's
 * [app.tuffest.core.feedbackOf] says) are the
 * same as every game's (a declaration is [Cue.Called]).
 */
class MatchSession(
    game: CoreGame,
    clock: () -> Long,
    language: TuffestLanguage,
    /** Wall-clock time the match started (Unix ms), for the history. */
    startedAtMs: Long,
) : KitSession<TufTableView>(game, clock, language, startedAtMs, { g, now -> g.tufView(now) }), TableActions {
    val config: TufMatchConfig = game.tufConfig()

    /** The game's title in the match's language. */
    private val title = tufGameTitle(config.game, language)

    /** Each seat's computer strength, as the enum's name (the screens translate it); null for a person. */
    private val strengths: List<String?> = config.seats.map {
        when (val kind = it.kind) {
            is TufSeatKind.Computer -> kind.strength.name.lowercase()
            is TufSeatKind.Scripted -> "scripted"
            else -> null
        }
    }

    /** The last hint the device's player asked for, and the round it belongs to (it stays up while they build). */
    private var roundHint: Pair<UInt, String>? by mutableStateOf(null)

    /** What the screens show beside the core's table: the title, the strengths and this round's hint. */
    val extras: TableExtras
        get() = TableExtras(title, strengths, roundHint?.takeIf { it.first == view.round }?.second)

    override val isOver: Boolean get() = game.outcome() != null

    /** The seat that presses the shared buttons: the core's device seat (the board shown, else the first person). */
    private fun sharedSeat(): Int = view.deviceSeat.toInt()

    override fun seatToMove(): UInt = sharedSeat().toUInt()

    private fun command(seat: Int, cmd: TufCommand) = command { _, now -> game.tufApply(seat.toUInt(), cmd, now) }

    /** The next hint step for the device's player; the core words it and counts it (assisted). */
    override fun hint() {
        try {
            roundHint = view.round to game.hint(sharedSeat().toUInt(), now())
            refusal = null
        } catch (e: TuffestException) {
            refusal = e.message
        }
    }

    override fun endRound() = command(sharedSeat(), TufCommand.EndRound)
    override fun nextRound() = command(sharedSeat(), TufCommand.NextRound)
    override fun takeTurn(seat: Int) = command(seat, TufCommand.TakeTurn)

    /** The board edits of [seat], each one core command. */
    fun actionsFor(seat: Int): BoardActions = object : BoardActions {
        override fun place(cubeId: Int, at: Int) = command(seat, TufCommand.Place(cubeId.toUInt(), at.toUInt()))
        override fun move(from: Int, to: Int) = command(seat, TufCommand.Move(from.toUInt(), to.toUInt()))
        override fun remove(at: Int) = command(seat, TufCommand.Remove(at.toUInt()))
        override fun setPlacement(at: Int, placement: TufPlacement) = command(seat, TufCommand.SetPlacement(at.toUInt(), placement))
        override fun setRole(at: Int, role: TufRole) = command(seat, TufCommand.SetRole(at.toUInt(), role))
        override fun toggleGap(at: Int) = command(seat, TufCommand.ToggleGap(at.toUInt()))
        override fun clear() = command(seat, TufCommand.Clear)
        override fun declare() = command(seat, TufCommand.Declare)
        override fun challenge() = command(seat, TufCommand.Challenge)
    }

    /** Sets a seat's layout from the text notation (tutorials, the preview's scripted rounds). */
    fun setText(seat: Int, text: String) = command(seat, TufCommand.SetText(text))

    companion object : KitGameKind<MatchSession>(::MatchSession) {
        /** A new match from a setup, started at the clock's reading. */
        fun start(config: TufMatchConfig, clock: () -> Long, language: TuffestLanguage, wallMs: Long): MatchSession =
            started(clock, language, wallMs) { now -> CoreGame.tuf(config, now, language) }
    }
}
