package org.tuffest.bridge

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.tuffest.core.FinishedMatch
import app.tuffest.ffi.HistoryStore
import app.tuffest.core.HorseshoesEvent
import app.tuffest.ffi.HorseshoesRound
import app.tuffest.core.HorseshoesScreen
import app.tuffest.ffi.TuffestException
import app.tuffest.core.TuffestLanguage
import org.tuffest.ui.model.CoreEvent
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

/** The core's Horseshoes events that the shells turn into haptics and sound. */
fun HorseshoesEvent.feedback(): CoreEvent? = when (this) {
    HorseshoesEvent.LastTenSeconds -> CoreEvent.LastTenSeconds
    HorseshoesEvent.TimeExpired -> CoreEvent.TimerExpired
    HorseshoesEvent.RoundOver -> CoreEvent.RoundOver
    is HorseshoesEvent.TurnOver -> null
}

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
 * A Math Horseshoes round on this device over the core's [HorseshoesRound]. Each tile and key
 * press is one core command (`pressNumber`, `pressKey`); the core keeps the answer, knows which
 * tiles are used, lays out the keypad, judges the draft and words every sentence in [language].
 */
class HorseshoesSession(
    val round: HorseshoesRound,
    private val clock: () -> Long,
    language: TuffestLanguage = TuffestLanguage.EN,
    /** Wall-clock time the round started (Unix ms), for the history. */
    override val startedAtMs: Long = 0L,
) : HorseshoesActions, GameSession {
    private val pending = mutableListOf<HorseshoesEvent>()

    /** The core reported ten seconds left in this turn (its `LastTenSeconds` event). */
    private var warned = false

    init {
        round.setLanguage(language)
    }

    var view: HorseshoesView by mutableStateOf(render())
        private set

    /** The core's sentence for the last refused action. */
    override var refusal: String? by mutableStateOf(null)

    private fun now(): ULong = clock().coerceAtLeast(0L).toULong()

    private fun render(): HorseshoesView = round.view(now()).toScreen(warned)

    private fun refresh() {
        view = render()
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

    override fun start() = act {
        round.startTurn(now())
        warned = false
    }

    override fun number(index: Int) = act { round.pressNumber(now(), index.toUInt()) }

    override fun key(key: String) = act { round.pressKey(now(), key) }

    override fun submit() = act { pending += round.submit(now()) }

    fun tick(): List<HorseshoesEvent> {
        val events = pending.toList() + round.tick(now())
        pending.clear()
        if (HorseshoesEvent.LastTenSeconds in events) warned = true
        if (events.any { it is HorseshoesEvent.TurnOver }) warned = false
        refresh()
        return events
    }

    fun pause() { round.pause(now()); refresh() }
    fun resume() { round.resume(now()); refresh() }
    override fun save(): String = round.save()

    /** Whether every answer is in and revealed. */
    override val isOver: Boolean get() = view.stage == HorseshoesStage.Reveal

    /**
     * The round as a history record, written by the core (`HorseshoesRound.historyRecord`):
     * finished once revealed, abandoned (`finished == false`) otherwise.
     */
    override fun historyRecord(): FinishedMatch = round.historyRecord(startedAtMs)

    override fun close() = round.close()
}
