package org.tuffest.app.platform

import android.content.Context
import android.media.AudioManager
import android.media.ToneGenerator
import android.os.Build
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import org.tuffest.ui.model.CoreEvent

/**
 * Turns the core's events into haptics and sound: a strong buzz and a tone when a timer runs
 * out, a light tap at ten seconds left. Nothing here decides when: the core reports the event.
 */
class TimerFeedback(context: Context) {
    private val vibrator: Vibrator? =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            (context.getSystemService(Context.VIBRATOR_MANAGER_SERVICE) as? VibratorManager)?.defaultVibrator
        } else {
            @Suppress("DEPRECATION")
            context.getSystemService(Context.VIBRATOR_SERVICE) as? Vibrator
        }
    private val tones: ToneGenerator? = runCatching { ToneGenerator(AudioManager.STREAM_NOTIFICATION, 80) }.getOrNull()

    var hapticsOn = true
    var soundOn = true

    fun onEvent(event: CoreEvent) {
        when (event) {
            CoreEvent.LastTenSeconds, CoreEvent.Scored -> tap()
            CoreEvent.TimerExpired -> {
                buzz()
                if (soundOn) tones?.startTone(ToneGenerator.TONE_PROP_BEEP2, 400)
            }
            CoreEvent.Declared -> if (soundOn) tones?.startTone(ToneGenerator.TONE_PROP_ACK, 150)
            CoreEvent.RoundOver, CoreEvent.MatchOver -> buzzShort()
        }
    }

    private fun tap() {
        val v = vibrator?.takeIf { hapticsOn && it.hasVibrator() } ?: return
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) {
            v.vibrate(VibrationEffect.createPredefined(VibrationEffect.EFFECT_TICK))
        } else {
            v.vibrate(VibrationEffect.createOneShot(20, 80))
        }
    }

    private fun buzz() {
        val v = vibrator?.takeIf { hapticsOn && it.hasVibrator() } ?: return
        // Three pulses: off 0, on 250, off 120, on 250, off 120, on 400 (ms).
        v.vibrate(VibrationEffect.createWaveform(longArrayOf(0, 250, 120, 250, 120, 400), -1))
    }

    private fun buzzShort() {
        val v = vibrator?.takeIf { hapticsOn && it.hasVibrator() } ?: return
        v.vibrate(VibrationEffect.createOneShot(120, VibrationEffect.DEFAULT_AMPLITUDE))
    }

    fun release() {
        tones?.release()
    }
}
