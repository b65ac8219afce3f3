package org.tuffest.ui.components

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.tuffest.ui.i18n.tr
import app.tuffest.core.TufTimerView
import org.tuffest.ui.theme.timerColour

/** m:ss of a millisecond count, rounded up so "0:00" means time is out. */
fun clockText(ms: Long): String {
    val s = (ms + 999) / 1000
    return "%d:%02d".format(s / 60, s % 60)
}

/**
 * The string key a screen reader announces as the time left crosses a minute, ten seconds and
 * zero; null before the last minute.
 */
fun timerMilestone(remainingMs: Long): String? = when {
    remainingMs <= 0 -> "a11y_time_up"
    remainingMs <= 10_000 -> "a11y_ten_seconds"
    remainingMs <= 60_000 -> "a11y_one_minute"
    else -> null
}

/** TUF's timer (the core's [TufTimerView]); [paused]: the match is (the table view's `paused`). */
@Composable
fun TimerBadge(timer: TufTimerView, paused: Boolean, modifier: Modifier = Modifier) =
    TimerBadge(timer.colour, timer.remainingMs.toLong(), timer.windowMs.toLong(), paused, timer.lastTenSeconds, modifier)

/**
 * The running timer in its colour (the core's timer colour name: `red`, `yellow`, `blue`,
 * `combined`, `limit`): a ring that empties, the time left, and its name. [windowMs] is the whole
 * time the ring stands for; [lastTenSeconds] shows the time in the warning colour.
 */
@Composable
fun TimerBadge(
    colourName: String,
    remainingMs: Long,
    windowMs: Long,
    paused: Boolean,
    lastTenSeconds: Boolean,
    modifier: Modifier = Modifier,
) {
    val colour = timerColour(colourName)
    val name = when (colourName) {
        "red" -> tr("timer_red")
        "yellow" -> tr("timer_yellow")
        "blue" -> tr("timer_blue")
        "combined" -> tr("timer_combined")
        else -> tr("timer_limit")
    }
    val left = clockText(remainingMs)
    val spoken = if (paused) tr("a11y_timer_paused", name, left) else tr("a11y_timer", name, left)
    val track = MaterialTheme.colorScheme.surfaceVariant
    // The time is read when the timer is focused; a screen reader announces it by itself only
    // as it crosses a minute, ten seconds and time up (a live region that changed every second
    // would talk over the game).
    val milestone = timerMilestone(remainingMs)?.let { tr(it) }
    Box(modifier) {
        if (milestone != null) {
            Box(Modifier.size(1.dp).semantics {
                contentDescription = milestone
                liveRegion = LiveRegionMode.Polite
            })
        }
        Row(
            Modifier.clearAndSetSemantics { contentDescription = spoken },
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Box(Modifier.size(34.dp), contentAlignment = Alignment.Center) {
                Canvas(Modifier.size(34.dp)) {
                    val w = 5.dp.toPx()
                    val frac = if (windowMs > 0) remainingMs.toFloat() / windowMs else 0f
                    drawArc(track, 0f, 360f, false, Offset(w / 2, w / 2), Size(size.width - w, size.height - w), style = Stroke(w))
                    drawArc(colour, -90f, 360f * frac, false, Offset(w / 2, w / 2), Size(size.width - w, size.height - w), style = Stroke(w))
                }
            }
            Spacer(Modifier.width(8.dp))
            Text(
                left,
                style = MaterialTheme.typography.titleLarge,
                fontFamily = FontFamily.Monospace,
                fontWeight = FontWeight.Bold,
                color = if (lastTenSeconds) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface,
            )
            Spacer(Modifier.width(6.dp))
            Text(if (paused) "$name · ${tr("paused")}" else name, style = MaterialTheme.typography.labelMedium)
        }
    }
}
