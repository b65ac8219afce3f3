package org.tuffest.app.platform

import android.content.Context
import android.media.AudioManager
import android.media.ToneGenerator
import android.os.Build
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import org.tuffest.ui.model.FeedbackOutput
import org.tuffest.ui.model.Haptic
import org.tuffest.ui.model.Tone

/**
 * Android's vibrator and tone generator, played by the shared [org.tuffest.ui.model.CueFeedback]
 * (which decides which cue gets what, and honours the settings).
 */
class TimerFeedback(context: Context) : FeedbackOutput {
    private val vibrator: Vibrator? =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            (context.getSystemService(Context.VIBRATOR_MANAGER_SERVICE) as? VibratorManager)?.defaultVibrator
        } else {
            @Suppress("DEPRECATION")
            context.getSystemService(Context.VIBRATOR_SERVICE) as? Vibrator
        }
    private val tones: ToneGenerator? = runCatching { ToneGenerator(AudioManager.STREAM_NOTIFICATION, 80) }.getOrNull()

    override fun vibrate(haptic: Haptic) {
        val v = vibrator?.takeIf { it.hasVibrator() } ?: return
        when (haptic) {
            Haptic.Tick ->
                if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) {
                    v.vibrate(VibrationEffect.createPredefined(VibrationEffect.EFFECT_TICK))
                } else {
                    v.vibrate(VibrationEffect.createOneShot(20, 80))
                }
            // Three pulses: off 0, on 250, off 120, on 250, off 120, on 400 (ms).
            Haptic.Alarm -> v.vibrate(VibrationEffect.createWaveform(longArrayOf(0, 250, 120, 250, 120, 400), -1))
            Haptic.Pulse -> v.vibrate(VibrationEffect.createOneShot(120, VibrationEffect.DEFAULT_AMPLITUDE))
        }
    }

    override fun sound(tone: Tone) {
        when (tone) {
            Tone.Alarm -> tones?.startTone(ToneGenerator.TONE_PROP_BEEP2, 400)
            Tone.Acknowledge -> tones?.startTone(ToneGenerator.TONE_PROP_ACK, 150)
        }
    }

    fun release() {
        tones?.release()
    }
}
