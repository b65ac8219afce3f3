package org.tuffest.ui.model

import app.tuffest.core.Cue
import app.tuffest.core.Feedback
import app.tuffest.core.feedbackOf

/** A vibration the device plays. */
enum class Haptic {
    /** A light tick: ten seconds left, a score. */
    Tick,

    /** Three strong pulses: time is up. */
    Alarm,

    /** One short pulse: a round or the match is over. */
    Pulse,
}

/** A tone the device sounds. */
enum class Tone {
    /** Time is up. */
    Alarm,

    /** A declaration was heard. */
    Acknowledge,
}

/** Where feedback goes: the platform's vibrator and tone generator (a recording fake in the tests). */
interface FeedbackOutput {
    fun vibrate(haptic: Haptic)
    fun sound(tone: Tone)
}

/**
 * Plays the core's feedback as haptics and sound, as the player's settings allow: a strong buzz
 * and a tone when a timer runs out ([Feedback.ALARM]), a light tick at ten seconds left and on a
 * score ([Feedback.TICK]), a tone on a declaration ([Feedback.ACKNOWLEDGE]), a short pulse when a
 * round or the match ends ([Feedback.PULSE]). Nothing here decides when or which: the core says
 * what one tick's cues play ([feedbackOf]: the strongest, so the expiry buzz is never replaced by
 * the round ending in the same tick).
 */
class CueFeedback(private val output: FeedbackOutput) {
    var hapticsOn = true
    var soundOn = true

    /** Plays what one tick's cues ask for, if anything. */
    fun onTick(cues: List<Cue>) {
        feedbackOf(cues)?.let(::play)
    }

    /** Plays one feedback. */
    fun play(feedback: Feedback) {
        when (feedback) {
            Feedback.TICK -> vibrate(Haptic.Tick)
            Feedback.ALARM -> {
                vibrate(Haptic.Alarm)
                sound(Tone.Alarm)
            }
            Feedback.ACKNOWLEDGE -> sound(Tone.Acknowledge)
            Feedback.PULSE -> vibrate(Haptic.Pulse)
        }
    }

    private fun vibrate(haptic: Haptic) {
        if (hapticsOn) output.vibrate(haptic)
    }

    private fun sound(tone: Tone) {
        if (soundOn) output.sound(tone)
    }
}
