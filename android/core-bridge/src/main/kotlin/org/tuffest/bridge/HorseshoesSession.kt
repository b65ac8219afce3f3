package org.tuffest.bridge

import app.tuffest.core.HorseshoesScreen
import app.tuffest.core.Seat
import app.tuffest.core.SeatKind
import app.tuffest.core.TuffestLanguage
import org.tuffest.ui.model.HorseshoesActions
import org.tuffest.ui.model.HorseshoesLiveView
import org.tuffest.ui.model.HorseshoesResultView
import org.tuffest.ui.model.HorseshoesReveal
import org.tuffest.ui.model.HorseshoesStage
import org.tuffest.ui.model.HorseshoesView
import org.tuffest.ui.model.KeypadKey
import org.tuffest.ui.model.NumberTile
import org.tuffest.ui.model.TimerColour
import org.tuffest.ui.model.TimerView
import app.tuffest.ffi.GameSession as CoreGame

/**
 * The core's Horseshoes view as the Horseshoes screen draws it ([warned]: the core reported the
 * last ten seconds of this turn). Used by a round alone and by a tournament's final.
 */
fun app.tuffest.core.HorseshoesView.toScreen(warned: Boolean): HorseshoesView {
    val v = this
    val writing = v.screen as? HorseshoesScreen.Writing
    val handOver = v.screen as? HorseshoesScreen.HandOver
    val reveal = (v.screen as? HorseshoesScreen.Reveal)?.let { r ->
        HorseshoesReveal(
            results = r.results.map {
                HorseshoesResultView(
                    player = it.name,
                    expression = it.answer.ifEmpty { it.verdict.expression },
                    value = it.value,
                    score = it.verdict.score.toInt(),
                    reason = it.verdict.error,
                    spoken = it.spoken,
                    band = it.band,
                )
            },
            bestExpression = r.bestExpression,
            bestScore = r.bestScore?.toInt(),
            bestValue = r.bestValue,
            bestBand = r.bestBand,
            bestSpoken = r.bestSpoken,
        )
    }
    val stage = when {
        handOver != null -> HorseshoesStage.HandOver
        writing != null -> HorseshoesStage.Writing
        else -> HorseshoesStage.Reveal
    }
    val tiles = writing?.tiles?.map { NumberTile(it.index.toInt(), it.value.toInt(), it.used, it.spoken) }
        ?: v.numbers.mapIndexed { i, n -> NumberTile(i, n.toInt(), false, n.toString()) }
    return HorseshoesView(
        stage = stage,
        player = handOver?.name ?: writing?.name ?: "",
        handOverMessage = handOver?.message ?: "",
        status = v.status,
        numbers = tiles,
        target = v.target?.toInt(),
        code = v.code,
        expression = writing?.display ?: "",
        spokenExpression = writing?.spoken ?: "",
        problem = writing?.draftProblem,
        validSoFar = writing?.validSoFar ?: true,
        live = writing?.live?.let { HorseshoesLiveView(it.value, it.score.toInt(), it.band) },
        keys = writing?.keys?.map { KeypadKey(it.key, it.label, it.spoken) } ?: emptyList(),
        canStart = v.canStart,
        canEdit = v.canEdit,
        canSubmit = v.canSubmit,
        timer = if (reveal == null) {
            TimerView(
                TimerColour.Limit, v.remainingMs.toLong(), v.windowMs.toLong(),
                running = v.canSubmit && !v.paused, paused = v.paused, lastTenSeconds = warned,
            )
        } else {
            null
        },
        reveal = reveal,
    )
}

/**
 * A Math Horseshoes round on this device over the kit's one session object ([CoreGame]): solitaire
 * or pass-and-play. Each tile and key press is one core command for the seat whose turn it is
 * (`horseshoesNumber`, `horseshoesKey`); the core keeps the answer, knows which tiles are used,
 * lays out the keypad, judges the draft and words every sentence in the session's language.
 */
class HorseshoesSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<app.tuffest.core.HorseshoesView>(game, clock, language, startedAtMs, { g, now -> g.horseshoesView(now) }),
    HorseshoesActions {

    /** The round as the Horseshoes screen draws it. */
    val screen: HorseshoesView get() = view.toScreen(timeRunningOut)

    /** The seat whose turn it is (the core's view says; 0 once revealed, when the core refuses every press). */
    override fun seatToMove(): UInt = view.turn ?: 0u

    /** Whether every answer is in and revealed. */
    override val isOver: Boolean get() = view.turn == null

    override fun start() = command { seat, now -> game.horseshoesStartTurn(seat, now) }
    override fun number(index: Int) = command { seat, now -> game.horseshoesNumber(seat, index.toUInt(), now) }
    override fun key(key: String) = command { seat, now -> game.horseshoesKey(seat, key, now) }
    override fun submit() = command { seat, now -> game.horseshoesSubmit(seat, now) }

    companion object {
        /** A round for these players (one: solitaire) on the puzzle of a share [code], or the one drawn from [seed]. */
        fun start(
            players: List<String>, code: String?, seed: ULong, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long,
        ): HorseshoesSession = HorseshoesSession(
            CoreGame.horseshoes(code, seed, players.map { Seat(it, SeatKind.Person) }, clock().coerceAtLeast(0L).toULong(), language),
            clock, language, startedAtMs,
        )

        /** A saved round read back by the core; it resumes at once. */
        fun restore(text: String, clock: () -> Long, language: TuffestLanguage, startedAtMs: Long): HorseshoesSession =
            HorseshoesSession(CoreGame.load(text, language), clock, language, startedAtMs).also { it.resume() }
    }
}
