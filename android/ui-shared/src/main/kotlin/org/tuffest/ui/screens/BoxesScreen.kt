package org.tuffest.ui.screens

import org.tuffest.ui.components.glyphStyle
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.tuffest.core.BoxesView
import app.tuffest.core.Segment
import app.tuffest.core.SegmentView
import org.tuffest.ui.components.GameFrame
import org.tuffest.ui.components.GameHost
import org.tuffest.ui.components.HintAndRefusal
import org.tuffest.ui.components.SetupStart
import org.tuffest.ui.components.ShareCodeInput
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.components.StatusLine
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.BoxesActions
import org.tuffest.ui.model.DuelSetupActions
import org.tuffest.ui.model.DuelSetupView

/** A seat's colour (its boxes and segments); the core's marks ● ▲ make colour never the only cue. */
@Composable
private fun seatColour(seat: UInt?): Color = when (seat) {
    0u -> MaterialTheme.colorScheme.primary
    1u -> MaterialTheme.colorScheme.tertiary
    else -> MaterialTheme.colorScheme.onSurface
}

/**
 * Dots and Boxes: the core's [BoxesView] drawn as it is: boxes with their owners' marks,
 * segments coloured by who drew them, the last move and the boxes it marked highlighted. Every
 * segment is its own touch target, read aloud by TalkBack with the core's words.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun BoxesScreen(
    title: String,
    view: BoxesView,
    actions: BoxesActions,
    host: GameHost,
) {
    DuelFrame(title, host) {
        Row(horizontalArrangement = Arrangement.spacedBy(24.dp)) {
            view.names.forEachIndexed { i, name ->
                val mark = if (i == 0) "●" else "▲"
                val toMove = view.turn == i.toUInt()
                Text(
                    "$mark $name  ${view.scores.getOrNull(i) ?: 0u}",
                    color = seatColour(i.toUInt()),
                    fontWeight = if (toMove) FontWeight.Bold else FontWeight.Normal,
                    style = MaterialTheme.typography.titleMedium,
                )
            }
        }
        StatusLine(view.status, Modifier.padding(vertical = 8.dp))
        BoxesBoard(view, actions)
        DuelControls(host, view.over, canUndo = !view.tournament, view.code, actions::askHint, actions::undo)
    }
}

/**
 * A two-seat game's screen (Dots and Boxes, the chip game): its [GameFrame] around a scrolling
 * column, centred, of the game's [content].
 */
@Composable
fun DuelFrame(title: String, host: GameHost, content: @Composable ColumnScope.() -> Unit) =
    GameFrame(title, host) {
        Column(
            Modifier.verticalScroll(rememberScrollState()).padding(16.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
            content = content,
        )
    }

/**
 * The end of a two-seat game's screen (Dots and Boxes, the chip game): the core's hint and
 * refusal; a new game once it is [over], else hint and undo (when [canUndo]); the share [code].
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun DuelControls(
    host: GameHost,
    over: Boolean,
    canUndo: Boolean,
    code: String,
    onHint: () -> Unit,
    onUndo: () -> Unit,
) {
    HintAndRefusal(host, hintTop = 12.dp)
    FlowRow(Modifier.padding(top = 12.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        if (over) {
            Button(onClick = host.onNewGame) { Text(tr("boxes_new_game")) }
        } else {
            FilledTonalButton(onClick = onHint) { Text(tr("hint")) }
            if (canUndo) FilledTonalButton(onClick = onUndo) { Text(tr("undo")) }
        }
    }
    Text(tr("boxes_code", code), style = MaterialTheme.typography.bodySmall, modifier = Modifier.padding(top = 12.dp))
}

/** The grid: boxes, segments and dots, scaled to the width (at most 440 dp). */
@Composable
internal fun BoxesBoard(view: BoxesView, actions: BoxesActions) {
    val dots = view.dots.toInt().coerceAtLeast(2)
    BoxWithConstraints(Modifier.fillMaxWidth(), contentAlignment = Alignment.Center) {
        val size = min(maxWidth, 440.dp)
        val margin = size / (dots * 2)
        val step = (size - margin * 2) / (dots - 1)
        val touch = step * 0.42f
        val owners = view.board.cells
        val seatColours = listOf(seatColour(0u), seatColour(1u))
        val neutral = MaterialTheme.colorScheme.onSurface
        val faint = MaterialTheme.colorScheme.outlineVariant
        val hintColour = MaterialTheme.colorScheme.secondary
        Box(Modifier.size(size)) {
            owners.forEach { c ->
                val colour = c.owner?.let { seatColours.getOrNull(it.toInt()) }
                Box(
                    Modifier
                        .offset(margin + step * c.cell.col.toInt(), margin + step * c.cell.row.toInt())
                        .size(step)
                        .padding(touch / 2)
                        .background(colour?.copy(alpha = 0.18f) ?: Color.Transparent)
                        .then(if (c.highlight.changed) Modifier.border(2.dp, colour ?: neutral) else Modifier)
                        .semantics { contentDescription = c.spoken },
                    contentAlignment = Alignment.Center,
                ) {
                    if (c.mark.isNotEmpty()) Text(c.mark, color = colour ?: neutral, style = glyphStyle(step / 3))
                }
            }
            Canvas(Modifier.fillMaxSize()) {
                val m = margin.toPx()
                val s = step.toPx()
                view.board.segments.forEach { seg ->
                    val (from, to) = ends(seg.segment, m, s)
                    when {
                        seg.drawn -> drawLine(
                            color = seg.by?.let { seatColours.getOrNull(it.toInt()) } ?: neutral,
                            start = from, end = to,
                            strokeWidth = if (seg.highlight.last) s * 0.1f else s * 0.06f,
                            cap = StrokeCap.Round,
                        )
                        seg.highlight.hint -> drawLine(hintColour, from, to, s * 0.06f, StrokeCap.Round, PathEffect.dashPathEffect(floatArrayOf(s * 0.1f, s * 0.08f)))
                        else -> drawLine(faint, from, to, s * 0.02f, StrokeCap.Round, PathEffect.dashPathEffect(floatArrayOf(s * 0.04f, s * 0.08f)))
                    }
                }
                for (r in 0 until dots) for (c in 0 until dots) {
                    drawCircle(neutral, radius = s * 0.07f, center = Offset(m + c * s, m + r * s))
                }
            }
            view.board.segments.forEach { seg -> SegmentTarget(seg, margin, step, touch, actions) }
        }
    }
}

/** Where a segment runs, in pixels, from its dots. */
private fun ends(segment: Segment, margin: Float, step: Float): Pair<Offset, Offset> = when (segment) {
    is Segment.H -> Offset(margin + segment.col.toInt() * step, margin + segment.row.toInt() * step) to
        Offset(margin + (segment.col.toInt() + 1) * step, margin + segment.row.toInt() * step)
    is Segment.V -> Offset(margin + segment.col.toInt() * step, margin + segment.row.toInt() * step) to
        Offset(margin + segment.col.toInt() * step, margin + (segment.row.toInt() + 1) * step)
}

/** A segment's touch target: the strip between its two dots, spoken with the core's words. */
@Composable
private fun SegmentTarget(seg: SegmentView, margin: Dp, step: Dp, touch: Dp, actions: BoxesActions) {
    val s = seg.segment
    val (x, y, w, h) = when (s) {
        is Segment.H -> listOf(margin + step * s.col.toInt() + touch / 2, margin + step * s.row.toInt() - touch / 2, step - touch, touch)
        is Segment.V -> listOf(margin + step * s.col.toInt() - touch / 2, margin + step * s.row.toInt() + touch / 2, touch, step - touch)
    }
    val modifier = Modifier.offset(x, y).size(w, h)
    if (seg.drawn) {
        Box(modifier.semantics { contentDescription = seg.spoken })
    } else {
        Box(modifier.clickable(role = Role.Button, onClickLabel = seg.spoken) { actions.draw(s) }.semantics { contentDescription = seg.spoken })
    }
}

/**
 * The set-up of a two-seat kit game (Dots and Boxes, the chip game): size (each written with the
 * string [sizeKey]), opponent (a computer player at a strength, or a person), a share code.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun DuelSetupScreen(title: String, sizeKey: String, setup: DuelSetupView, actions: DuelSetupActions, onBack: () -> Unit) {
    ScreenFrame(title = title, onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            SectionTitle(tr("boxes_size"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                setup.sizes.forEach { n ->
                    FilterChip(selected = n == setup.size, onClick = { actions.size(n) }, label = { Text(tr(sizeKey, n)) })
                }
            }
            SectionTitle(tr("boxes_opponent"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                setup.strengths.forEach { s ->
                    FilterChip(selected = setup.strength == s, onClick = { actions.opponent(s) }, label = { Text(tr("setup_computer", strengthLabel(s))) })
                }
                FilterChip(selected = setup.strength == null, onClick = { actions.opponent(null) }, label = { Text(tr("boxes_second_player")) })
            }
            ShareCodeInput(tr("boxes_code_title"), tr("boxes_code_optional"), setup.code, actions::code)
            SetupStart(setup.error, actions::start)
        }
    }
}
