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
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.TimerColour
import org.tuffest.ui.model.TimerView
import org.tuffest.ui.theme.timerColour

/** m:ss of a millisecond count, rounded up so "0:00" means time is out. */
fun clockText(ms: Long): String {
    val s = (ms + 999) / 1000
    return "%d:%02d".format(s / 60, s % 60)
}

/** The running timer in its colour: a ring that empties, the time left, and its name. */
@Composable
fun TimerBadge(timer: TimerView, modifier: Modifier = Modifier) {
    val colour = timerColour(timer.colour)
    val name = when (timer.colour) {
        TimerColour.Red -> tr("timer_red")
        TimerColour.Yellow -> tr("timer_yellow")
        TimerColour.Blue -> tr("timer_blue")
        TimerColour.Combined -> tr("timer_combined")
        TimerColour.Limit -> tr("timer_limit")
    }
    val left = clockText(timer.remainingMs)
    val spoken = if (timer.paused) tr("a11y_timer_paused", name, left) else tr("a11y_timer", name, left)
    val track = MaterialTheme.colorScheme.surfaceVariant
    Row(
        modifier.clearAndSetSemantics {
            contentDescription = spoken
            liveRegion = LiveRegionMode.Polite
        },
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Box(Modifier.size(34.dp), contentAlignment = Alignment.Center) {
            Canvas(Modifier.size(34.dp)) {
                val w = 5.dp.toPx()
                val frac = if (timer.durationMs > 0) timer.remainingMs.toFloat() / timer.durationMs else 0f
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
            color = if (timer.lastTenSeconds) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface,
        )
        Spacer(Modifier.width(6.dp))
        Text(if (timer.paused) "$name · ${tr("paused")}" else name, style = MaterialTheme.typography.labelMedium)
    }
}
