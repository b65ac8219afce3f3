package org.tuffest.ui.model

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
 * Turns the core's events into haptics and sound, as the player's settings allow: a strong buzz
 * and a tone when a timer runs out, a light tick at ten seconds left and on a score, a tone on a
 * declaration, a short pulse when a round or the match ends. Nothing here decides when: the core
 * reports the event, and of one tick's events only the strongest is played ([strongest]), so the
 * expiry buzz is never replaced by the round ending in the same tick.
 */
class CueFeedback(private val output: FeedbackOutput) {
    var hapticsOn = true
    var soundOn = true

    /** Plays the strongest of one tick's events, if any. */
    fun onTick(events: List<CoreEvent>) {
        events.strongest()?.let(::onEvent)
    }

    /** Plays one event. */
    fun onEvent(event: CoreEvent) {
        when (event) {
            CoreEvent.LastTenSeconds, CoreEvent.Scored -> vibrate(Haptic.Tick)
            CoreEvent.TimerExpired -> {
                vibrate(Haptic.Alarm)
                sound(Tone.Alarm)
            }
            CoreEvent.Declared -> sound(Tone.Acknowledge)
            CoreEvent.RoundOver, CoreEvent.MatchOver -> vibrate(Haptic.Pulse)
        }
    }

    private fun vibrate(haptic: Haptic) {
        if (hapticsOn) output.vibrate(haptic)
    }

    private fun sound(tone: Tone) {
        if (soundOn) output.sound(tone)
    }
}
