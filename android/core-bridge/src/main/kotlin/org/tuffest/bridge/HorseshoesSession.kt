package org.tuffest.bridge

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.tuffest.core.HorseshoesEvent
import app.tuffest.core.HorseshoesRound
import app.tuffest.core.HorseshoesScreen
import app.tuffest.core.TuffestException
import org.tuffest.ui.model.CoreEvent
import org.tuffest.ui.model.HorseshoesActions
import org.tuffest.ui.model.HorseshoesResultView
import org.tuffest.ui.model.HorseshoesReveal
import org.tuffest.ui.model.HorseshoesStage
import org.tuffest.ui.model.HorseshoesView
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
 * A Math Horseshoes round on this device over the core's [HorseshoesRound]. The keypad and the
 * number tiles build the answer as a list of keys pressed (the shell's own input record, so
 * ⌫ removes the last key and a tile shows as used once pressed); every change is sent whole to
 * the core's `set_answer`, which judges it (`draft_problem`). The reveal is the core's.
 */
class HorseshoesSession(val round: HorseshoesRound, private val clock: () -> Long) : HorseshoesActions {
    private data class Key(val text: String, val tile: Int?)

    private val keys = mutableListOf<Key>()
    private val pending = mutableListOf<HorseshoesEvent>()
    private var windowMs = 0L

    /** The core reported ten seconds left in this turn (its `LastTenSeconds` event). */
    private var warned = false

    var view: HorseshoesView by mutableStateOf(render())
        private set

    /** The core's sentence for the last refused action. */
    var refusal: String? by mutableStateOf(null)

    init {
        // A restored round may already hold a draft: take it as keys.
        (round.view(now()).screen as? HorseshoesScreen.Writing)?.draft?.split(' ')?.filter { it.isNotEmpty() }?.forEach { keys += Key(it, null) }
        refresh()
    }

    private fun now(): ULong = clock().coerceAtLeast(0L).toULong()

    private fun render(): HorseshoesView {
        val v = round.view(now())
        val used = keys.mapNotNull { it.tile }.toSet()
        // The window of the running clock: the time the turn started with (the view gives the
        // time left; the full length is not in the view yet — see the apps README).
        windowMs = if (v.screen is HorseshoesScreen.HandOver) v.remainingMs.toLong() else maxOf(windowMs, v.remainingMs.toLong())
        val (stage, player) = when (val s = v.screen) {
            is HorseshoesScreen.HandOver -> HorseshoesStage.HandOver to s.name
            is HorseshoesScreen.Writing -> HorseshoesStage.Writing to s.name
            is HorseshoesScreen.Reveal -> HorseshoesStage.Reveal to ""
        }
        val writing = v.screen as? HorseshoesScreen.Writing
        val reveal = (v.screen as? HorseshoesScreen.Reveal)?.let { r ->
            HorseshoesReveal(
                results = r.results.map {
                    HorseshoesResultView(
                        player = it.name,
                        // The answer as the player wrote it (rulebook symbols); the core's canonical text else.
                        expression = it.answer.ifEmpty { it.verdict.expression },
                        value = it.verdict.exact ?: it.verdict.decimal,
                        score = it.verdict.score.toInt(),
                        reason = it.verdict.error,
                    )
                },
                bestExpression = r.bestExpression,
                bestScore = r.bestScore?.toInt(),
            )
        }
        return HorseshoesView(
            stage = stage,
            player = player,
            numbers = v.numbers.mapIndexed { i, n -> NumberTile(i, n.toInt(), i in used) },
            target = v.target?.toInt(),
            code = v.code,
            expression = writing?.draft ?: "",
            problem = writing?.draftProblem,
            canStart = v.canStart,
            canEdit = v.canEdit,
            canSubmit = v.canSubmit,
            timer = if (reveal == null) TimerView(TimerColour.Limit, v.remainingMs.toLong(), windowMs, running = v.canSubmit && !v.paused, paused = v.paused, lastTenSeconds = warned) else null,
            reveal = reveal,
        )
    }

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

    private fun sendDraft() = act { round.setAnswer(now(), keys.joinToString(" ") { it.text }) }

    override fun start() = act {
        round.startTurn(now())
        keys.clear()
        warned = false
    }

    override fun number(index: Int) {
        val value = view.numbers.getOrNull(index) ?: return
        keys += Key(value.value.toString(), index)
        sendDraft()
    }

    override fun key(key: String) {
        if (key == "⌫") keys.removeLastOrNull() else keys += Key(key, null)
        sendDraft()
    }

    override fun submit() = act {
        pending += round.submit(now())
        keys.clear()
    }

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
    fun save(): String = round.save()

    /**
     * The round for the history, or null: the core does not yet write a Horseshoes round as a
     * `FinishedMatch` (who won is the core's to say); see the apps README.
     */
    fun historyRecord(): app.tuffest.core.FinishedMatch? = null
}
