package org.tuffest.bridge

import app.tuffest.core.Seat
import app.tuffest.core.SeatKind
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.HorseshoesView
import org.tuffest.ui.model.HorseshoesActions
import app.tuffest.ffi.GameSession as CoreGame

/**
 * A Math Horseshoes round on this device over the kit's one session object ([CoreGame]): solitaire
 * or pass-and-play. Each tile and key press is one core command for the seat whose turn it is
 * (`horseshoesNumber`, `horseshoesKey`); the core keeps the answer, knows which tiles are used,
 * lays out the keypad, judges the draft and words every sentence in the session's language; the
 * screen draws its [view] as it is, with [timeRunningOut] for the timer's last ten seconds.
 */
class HorseshoesSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<HorseshoesView>(game, clock, language, startedAtMs, { g, now -> g.horseshoesView(now) }),
    HorseshoesActions {

    /** The seat whose turn it is (the core's view says; 0 once revealed, when the core refuses every press). */
    override fun seatToMove(): UInt = view.turn ?: 0u

    /** Whether every answer is in and revealed. */
    override val isOver: Boolean get() = view.turn == null

    override fun start() = command { seat, now -> game.horseshoesStartTurn(seat, now) }
    override fun number(index: Int) = command { seat, now -> game.horseshoesNumber(seat, index.toUInt(), now) }
    override fun key(key: String) = command { seat, now -> game.horseshoesKey(seat, key, now) }
    override fun submit() = command { seat, now -> game.horseshoesSubmit(seat, now) }

    companion object : KitGameKind<HorseshoesSession>(::HorseshoesSession) {
        /** A round for these players (one: solitaire) on the puzzle of a share [code], or the one drawn from [seed]. */
        fun start(
            players: List<String>, code: String?, seed: ULong, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long,
        ): HorseshoesSession = started(clock, language, startedAtMs) { now ->
            CoreGame.horseshoes(code, seed, players.map { Seat(it, SeatKind.Person) }, now, language)
        }
    }
}
