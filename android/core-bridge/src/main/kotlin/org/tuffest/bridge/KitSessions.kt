package org.tuffest.bridge

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.tuffest.core.BoxesView
import app.tuffest.core.Cell
import app.tuffest.core.ChipsView
import app.tuffest.core.Cue
import app.tuffest.core.FrenchSettings
import app.tuffest.core.FrenchView
import app.tuffest.core.FinishedMatch
import app.tuffest.core.MathableFirstPlayer
import app.tuffest.core.MathableSettings
import app.tuffest.core.MathableView
import app.tuffest.core.PytagoraSettings
import app.tuffest.core.PytagoraView
import app.tuffest.core.TablesView
import app.tuffest.core.UpAndDownVariant
import app.tuffest.core.UpAndDownView
import app.tuffest.core.Seat
import app.tuffest.core.SeatKind
import app.tuffest.core.Segment
import app.tuffest.core.Strength
import app.tuffest.core.TuffestLanguage
import app.tuffest.ffi.TuffestException
import org.tuffest.ui.model.BoxesActions
import org.tuffest.ui.model.ChipsActions
import org.tuffest.ui.model.CrosswordActions
import org.tuffest.ui.model.MathableActions
import org.tuffest.ui.model.PytagoraActions
import org.tuffest.ui.model.TablesActions
import org.tuffest.ui.model.UpAndDownActions
import app.tuffest.ffi.GameSession as CoreGame

/**
 * A game of the kit over the core's one session object ([CoreGame]): the screen draws the
 * core's own view [V] (read by [viewOf]); each tap is one core command; computer players move
 * inside [tick]. Hints are the core's sentences (counted: the game is marked assisted); undo is
 * the core's. What differs between games is only the view and the commands (the subclasses).
 */
abstract class KitSession<V>(
    val game: CoreGame,
    private val clock: () -> Long,
    language: TuffestLanguage,
    override val startedAtMs: Long,
    private val viewOf: (CoreGame, ULong) -> V,
) : GameSession {
    private val pending = mutableListOf<Cue>()

    init {
        game.setLanguage(language)
    }

    var view: V by mutableStateOf(viewOf(game, now()))
        private set

    /** The last hint the core gave, as a sentence (cleared by the next move). */
    var hint: String? by mutableStateOf(null)
        private set

    override var refusal: String? by mutableStateOf(null)

    /**
     * The core said time is running out for the turn in play (its `TimeRunningOut` cue): the timer
     * shows its last seconds. Cleared when the turn ends, passes or starts anew.
     */
    var timeRunningOut: Boolean by mutableStateOf(false)
        private set

    protected fun now(): ULong = clock().coerceAtLeast(0L).toULong()

    private fun refresh() {
        view = viewOf(game, now())
    }

    /**
     * The seat a tap plays for: the seat to move, or 0 when nobody is (the core then refuses with
     * its own sentence: the computer plays that seat, or the game is over).
     */
    protected abstract fun seatToMove(): UInt

    /** Runs one core command; its cues are kept for the next [tick], a refusal is worded by the core. */
    protected fun command(block: (seat: UInt, now: ULong) -> List<Cue>) = act {
        pending += block(seatToMove(), now())
        hint = null
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

    fun askHint() = act { hint = game.hint(seatToMove(), now()) }

    /** Takes back the person's last move (the core allows it only against the computer). */
    fun undo() = act {
        val person = game.seats().indexOfFirst { it.kind is SeatKind.Person }.coerceAtLeast(0)
        pending += game.undo(person.toUInt(), now())
        hint = null
    }

    /** Advances the game to now (computer players move here); the cues for feedback. */
    open fun tick(): List<Cue> {
        val cues = pending.toList() + game.tick(now())
        pending.clear()
        if (cues.any { it is Cue.TimeRunningOut }) timeRunningOut = true
        if (cues.any { it is Cue.TimeUp || it is Cue.HandOver || it is Cue.YourTurn }) timeRunningOut = false
        refresh()
        return cues
    }

    fun pause() { pending += game.pause(now()); refresh() }
    fun resume() { pending += game.resume(now()); refresh() }

    override fun save(): String = game.save(now())

    override fun historyRecord(): FinishedMatch = game.historyRecord(startedAtMs)

    override fun close() = game.close()

}

/**
 * What every kit game's session class does alike to start and restore a game, written once: each
 * class's companion is one of these, made with the class's constructor ([make]), and keeps only
 * how the core makes its new game.
 */
abstract class KitGameKind<S : KitSession<*>>(
    private val make: (game: CoreGame, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long) -> S,
) {
    /** A new game the core makes with [newGame] at the clock's reading. */
    protected fun started(clock: () -> Long, language: TuffestLanguage, startedAtMs: Long, newGame: (nowMs: ULong) -> CoreGame): S =
        make(newGame(clock().coerceAtLeast(0L).toULong()), clock, language, startedAtMs)

    /** A saved game read back by the core; it resumes at once. */
    fun restore(text: String, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long): S =
        make(CoreGame.load(text, language), clock, language, startedAtMs).also { it.resume() }
}

/**
 * A two-seat kit game (Dots and Boxes, the chip game): both start alike, on a board of a size (or
 * the set-up of a share code), the device's player against a computer player or a second person,
 * so the start is written once here and each companion keeps only how the core makes its game
 * ([newDuel]: `CoreGame.boxes`, `CoreGame.chips`).
 */
abstract class DuelGameKind<S : KitSession<*>>(
    make: (game: CoreGame, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long) -> S,
    private val newDuel: (size: UByte, code: String?, seats: List<Seat>, seed: ULong, nowMs: ULong, language: TuffestLanguage) -> CoreGame,
) : KitGameKind<S>(make) {
    /** A new game of [size] (or the set-up of a share [code]) between [first] and [second]. */
    fun start(
        size: Int, code: String?, first: String, second: String, strength: Strength?, seed: ULong,
        clock: () -> Long, language: TuffestLanguage, startedAtMs: Long,
    ): S = started(clock, language, startedAtMs) { now ->
        newDuel(size.toUByte(), code, seats(first, second, strength), seed, now, language)
    }

    /** The two seats of a duel: the device's player, and a computer player at [strength] or a second person. */
    private fun seats(first: String, second: String, strength: Strength?): List<Seat> = listOf(
        Seat(first, SeatKind.Person),
        Seat(second, strength?.let { SeatKind.Computer(it) } ?: SeatKind.Person),
    )
}

/** Dots and Boxes: a tap on a segment draws it for the seat to move (core `boxesDraw`). */
class BoxesSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<BoxesView>(game, clock, language, startedAtMs, { g, now -> g.boxesView(now) }), BoxesActions {
    override fun seatToMove(): UInt = view.turn ?: 0u
    override val isOver: Boolean get() = view.over
    override fun draw(segment: Segment) = command { seat, now -> game.boxesDraw(seat, segment, now) }

    /** Its games start with the size in dots a side (or the set-up of a share code). */
    companion object : DuelGameKind<BoxesSession>(::BoxesSession, CoreGame.Companion::boxes)
}

/** The chip game: a tap on a square places a chip for the colour to move (core `chipsPlace`). */
class ChipsSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<ChipsView>(game, clock, language, startedAtMs, { g, now -> g.chipsView(now) }), ChipsActions {
    /** Seat 0 plays yellow, seat 1 red. */
    override fun seatToMove(): UInt = if (view.toMove == app.tuffest.core.ChipColour.RED) 1u else 0u
    override val isOver: Boolean get() = view.over

    /** The players' names, yellow first. */
    val names: List<String> = game.seats().map { it.name }

    override fun place(cell: Cell) = command { seat, now -> game.chipsPlace(seat, cell, now) }
    override fun showLegal(show: Boolean) = command { seat, now -> game.chipsShowLegal(seat, show, now) }

    /** Its games start on a board of the size (a seeded fair set-up, or the board of a share code). */
    companion object : DuelGameKind<ChipsSession>(::ChipsSession, CoreGame.Companion::chips)
}

/**
 * Mathable: choose a rack tile (the core highlights its legal squares), tap a square to place it,
 * answer the extra-tile question, end the turn, exchange or agree to end; each one core command
 * for the seat to play (computer seats move in [tick]).
 */
class MathableSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<MathableView>(game, clock, language, startedAtMs, { g, now -> g.mathableView(now) }), MathableActions {
    override fun seatToMove(): UInt = view.current
    override val isOver: Boolean get() = view.over

    override fun select(value: UInt?) = command { seat, now -> game.mathableSelect(seat, value, now) }
    override fun place(cell: Cell) {
        val value = view.selected ?: return select(null)
        command { seat, now -> game.mathablePlace(seat, value, cell, now) }
    }
    override fun extra(take: Boolean) = command { seat, now -> game.mathableExtra(seat, take, now) }
    override fun endTurn() = command { seat, now -> game.mathableEndTurn(seat, now) }
    override fun exchange(tiles: List<UInt>) = command { seat, now -> game.mathableExchange(seat, tiles, now) }
    override fun agreeEnd() = command { seat, now -> game.mathableAgreeEnd(seat, now) }
    override fun takeDevice() = command { seat, now -> game.mathableTakeDevice(seat, now) }

    companion object : KitGameKind<MathableSession>(::MathableSession) {
        /** A new game for [seats] (2 to 4; computers only: watched): the bag of a game [code], or a new one from [seed], with [settings]. */
        fun start(
            code: String?, seats: List<Seat>, seed: ULong, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long,
            settings: MathableSettings = MathableSettings(MathableFirstPlayer.RANDOM, racksHidden = false, showLegal = true),
        ): MathableSession =
            started(clock, language, startedAtMs) { now -> CoreGame.mathable(code, seats, seed, settings, now, language) }
    }
}

/** Up and down: a tap on a square the core marks puts the number it wants there; or draw a piece. */
class UpAndDownSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<UpAndDownView>(game, clock, language, startedAtMs, { g, now -> g.upAndDownView(now) }), UpAndDownActions {
    override fun seatToMove(): UInt = view.turn ?: 0u
    override val isOver: Boolean get() = view.over
    override fun place(cell: Cell) = command { seat, now -> game.upAndDownPlace(seat, cell, now) }
    override fun draw() = command { seat, now -> game.upAndDownDraw(seat, now) }

    companion object : KitGameKind<UpAndDownSession>(::UpAndDownSession) {
        fun start(variant: UpAndDownVariant, seats: List<Seat>, seed: ULong, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long): UpAndDownSession =
            started(clock, language, startedAtMs) { now -> CoreGame.upAndDown(variant, seats, 0u, seed, now, language) }
    }
}

/** Multiplication tables: the child answers with number pieces of the hand, or lets the next player answer. */
class TablesSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<TablesView>(game, clock, language, startedAtMs, { g, now -> g.tablesView(now) }), TablesActions {
    override fun seatToMove(): UInt = view.asked ?: 0u
    override val isOver: Boolean get() = view.over
    override fun attach(digits: List<UInt>) = command { seat, now -> game.tablesAttach(seat, digits, now) }
    override fun pass() = command { seat, now -> game.tablesPass(seat, now) }

    companion object : KitGameKind<TablesSession>(::TablesSession) {
        fun start(seats: List<Seat>, seed: ULong, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long): TablesSession =
            started(clock, language, startedAtMs) { now -> CoreGame.tables(seats, seed, now, language) }
    }
}

/**
 * Pytagora (or Plus and minus): a line typed on the core's keypad from a chosen square, across or
 * down, laid as one core command; "stuck"; the hand-over in pass-and-play.
 */
class PytagoraSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<PytagoraView>(game, clock, language, startedAtMs, { g, now -> g.pytagoraView(now) }), PytagoraActions {
    override fun seatToMove(): UInt = view.turn
    override val isOver: Boolean get() = view.over
    override fun lay(start: Cell, down: Boolean, line: String, equalsFromPool: Boolean) =
        command { seat, now -> game.pytagoraLay(seat, start, down, line, equalsFromPool, now) }
    override fun stuck() = command { seat, now -> game.pytagoraStuck(seat, now) }
    override fun ready() = command { seat, now -> game.pytagoraReady(seat, now) }

    companion object : KitGameKind<PytagoraSession>(::PytagoraSession) {
        /** A new game for [seats] (2 to 4) with [settings] (the variant, target, first player, seed). */
        fun start(settings: PytagoraSettings, seats: List<Seat>, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long): PytagoraSession =
            started(clock, language, startedAtMs) { now -> CoreGame.pytagora(settings, seats, now, language) }
    }
}

/**
 * The French equation-crossword game: a line typed from a chosen square, across or down; a side
 * of an equation on the board rewritten (rule 11); exchanges, passes and challenges; each one
 * core command for the player in turn (computer seats move in [tick]).
 */
class CrosswordSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<FrenchView>(game, clock, language, startedAtMs, { g, now -> g.crosswordView(now) }), CrosswordActions {
    override fun seatToMove(): UInt = view.turn
    override val isOver: Boolean get() = view.over
    override fun lay(start: Cell, down: Boolean, line: String) = command { seat, now -> game.crosswordLay(seat, start, down, line, now) }
    override fun transform(cell: Cell, down: Boolean, member: Int, line: String) =
        command { seat, now -> game.crosswordTransform(seat, cell, down, member.coerceAtLeast(0).toUInt(), line, now) }
    override fun exchange(tiles: String) = command { seat, now -> game.crosswordExchange(seat, tiles, now) }
    override fun pass() = command { seat, now -> game.crosswordPass(seat, now) }

    /** [seat] challenges the last play (the view names who may: [FrenchView.challengers]). */
    override fun challenge(seat: UInt) = command { _, now -> game.crosswordChallenge(seat, now) }
    override fun ready() = command { seat, now -> game.crosswordReady(seat, now) }

    companion object : KitGameKind<CrosswordSession>(::CrosswordSession) {
        /** A new game for [seats] (1 to 4) with [settings] (a preset's, with its seed). */
        fun start(settings: FrenchSettings, seats: List<Seat>, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long): CrosswordSession =
            started(clock, language, startedAtMs) { now -> CoreGame.crossword(settings, seats, now, language) }
    }
}
