package org.tuffest.bridge

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.tuffest.core.BoxesView
import app.tuffest.core.Cue
import app.tuffest.core.FinishedMatch
import app.tuffest.core.Seat
import app.tuffest.core.SeatKind
import app.tuffest.core.Segment
import app.tuffest.core.Strength
import app.tuffest.core.TuffestLanguage
import app.tuffest.ffi.TuffestException
import org.tuffest.ui.model.BoxesActions
import org.tuffest.ui.model.CoreEvent
import app.tuffest.ffi.GameSession as CoreGame

/** The kit's cues that the shells turn into haptics and sound (one place for every kit game). */
fun Cue.feedback(): CoreEvent? = when (this) {
    is Cue.TimeRunningOut -> CoreEvent.LastTenSeconds
    is Cue.TimeUp -> CoreEvent.TimerExpired
    Cue.RoundOver -> CoreEvent.RoundOver
    Cue.GameOver -> CoreEvent.MatchOver
    is Cue.YourTurn, is Cue.HandOver, Cue.Paused, Cue.Resumed -> null
}

/**
 * A game of Dots and Boxes over the core's kit session ([CoreGame]). The screen draws the
 * core's own [BoxesView]; a tap on a segment is one core command (`boxesDraw`) for the seat to
 * move, and the computer player moves inside [tick]. Hints are the core's sentences (counted:
 * the game is marked assisted); undo is the core's (against the computer only).
 */
class BoxesSession(
    val game: CoreGame,
    private val clock: () -> Long,
    language: TuffestLanguage = TuffestLanguage.EN,
    override val startedAtMs: Long = 0L,
) : BoxesActions, GameSession {
    private val pending = mutableListOf<Cue>()

    init {
        game.setLanguage(language)
    }

    var view: BoxesView by mutableStateOf(game.boxesView(now()))
        private set

    /** The last hint the core gave, as a sentence (cleared by the next move). */
    var hint: String? by mutableStateOf(null)
        private set

    override var refusal: String? by mutableStateOf(null)

    private fun now(): ULong = clock().coerceAtLeast(0L).toULong()

    private fun refresh() {
        view = game.boxesView(now())
    }

    private fun act(block: () -> Unit) {
        try {
            block()
            refusal = null
        } catch (e: TuffestException) {
            refusal = e.message
        }
        refresh()
    }

    /**
     * The seat a tap plays for: the seat to move (the core refuses it when the computer plays
     * that seat, or, once the game is over, any seat, with its own sentence).
     */
    private fun seatToMove(): UInt = view.turn ?: 0u

    override fun draw(segment: Segment) = act {
        pending += game.boxesDraw(seatToMove(), segment, now())
        hint = null
    }

    override fun askHint() = act { hint = game.hint(seatToMove(), now()) }

    override fun undo() = act {
        val person = game.seats().indexOfFirst { it.kind is SeatKind.Person }.coerceAtLeast(0)
        pending += game.undo(person.toUInt(), now())
        hint = null
    }

    /** Advances the game to now (the computer moves here); the cues for feedback. */
    fun tick(): List<Cue> {
        val cues = pending.toList() + game.tick(now())
        pending.clear()
        refresh()
        return cues
    }

    fun pause() { game.pause(now()); refresh() }
    fun resume() { game.resume(now()); refresh() }

    override fun save(): String = game.save(now())

    override val isOver: Boolean get() = view.over

    override fun historyRecord(): FinishedMatch = game.historyRecord(startedAtMs)

    override fun close() = game.close()

    companion object {
        /**
         * A new game of [dots] a side (or the set-up of a share [code]) between [first] and
         * either a computer player at [strength] or a second person [second].
         */
        fun start(
            dots: Int,
            code: String?,
            first: String,
            second: String,
            strength: Strength?,
            seed: ULong,
            clock: () -> Long,
            language: TuffestLanguage,
            startedAtMs: Long,
        ): BoxesSession {
            val seats = listOf(
                Seat(first, SeatKind.Person),
                Seat(second, strength?.let { SeatKind.Computer(it) } ?: SeatKind.Person),
            )
            val now = clock().coerceAtLeast(0L).toULong()
            return BoxesSession(CoreGame.boxes(dots.toUByte(), code, seats, seed, now, language), clock, language, startedAtMs)
        }

        /** A saved game read back by the core (paused until [resume]). */
        fun restore(text: String, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long): BoxesSession =
            BoxesSession(CoreGame.load(text, language), clock, language, startedAtMs).also { it.resume() }
    }
}
