package org.tuffest.ui.screens

import org.tuffest.ui.components.glyphStyle
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedCard
import androidx.compose.material3.Text
import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.calculateZoom
import androidx.compose.runtime.Composable
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.tuffest.core.Cell
import app.tuffest.core.CrosswordPieceView
import app.tuffest.core.FrenchView
import org.tuffest.ui.components.DragLayer
import org.tuffest.ui.components.LabelledSwitch
import org.tuffest.ui.components.PieceDrag
import org.tuffest.ui.components.dragAutoScroll
import org.tuffest.ui.components.dragPiece
import org.tuffest.ui.components.dropGrid
import org.tuffest.ui.components.rememberLineBuilder
import org.tuffest.ui.components.rememberPieceDrag
import org.tuffest.ui.components.GameFrame
import org.tuffest.ui.components.GameHost
import org.tuffest.ui.components.HintAndRefusal
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.components.StatusLine
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.theme.LocalWindowSizeClass
import org.tuffest.ui.theme.isExpanded
import org.tuffest.ui.model.CrosswordActions

/** What the player is doing with their turn. */
private enum class CrosswordMode { Lay, Transform, Exchange }

/**
 * The French equation-crossword game: scores, the turn's time, the bags, the whole board with
 * its premium squares (marked `2T` `3T` `2E` `3E` as well as coloured), the rack, and the turn as
 * a lay (tap the starting square, write the whole line; or drag tiles of the rack or keypad onto
 * the board: the core's `crosswordDrop`), a transformation (choose an equation and a side, write the new side)
 * or an exchange (tap the tiles to give back); pass, hint, undo, and a challenge button for each
 * person who may challenge. The hand-over screen comes first in pass-and-play. Every rule is the
 * core's: a refused play comes back with the reason.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun CrosswordScreen(
    title: String,
    view: FrenchView,
    actions: CrosswordActions,
    host: GameHost,
) {
    if (handOverFirst(view.handOver, view.names.getOrNull(view.turn.toInt()).orEmpty(), "crossword_handover_ready", actions::ready)) return
    var mode by remember { mutableStateOf(CrosswordMode.Lay) }
    // The line being built (tapped or dropped), and where its last refused drop left it.
    val built = rememberLineBuilder()
    var start by built::start
    var down by built::down
    var equation by remember { mutableStateOf(0) }
    var member by remember { mutableStateOf(0) }
    // The board's scale: 1 fits the width; a pinch sets it from 1 to 3, the switch to 1.75 or 1.
    var scale by remember { mutableStateOf(1f) }
    val line = built.line
    val giveBack = remember { mutableStateListOf<Int>() }
    val drag = rememberPieceDrag<CrosswordPieceView> { piece, at -> built.drop(piece, at, view.board, view.keypad) }
    // Tiles are dragged onto the board only to lay them (the other modes write no line on it).
    val dragging = drag.takeIf { mode == CrosswordMode.Lay && !view.over && !view.thinking && view.hand.isNotEmpty() }
    val refused = built.refused
    GameFrame(title, host) {
        // An expanded window (a tablet) shows the board beside the controls; a phone one above the other.
        val wide = LocalWindowSizeClass.current.isExpanded
        DragLayer(drag, Modifier.fillMaxSize(), ghost = { TileFace(it, 40.dp) }) {
            val board: @Composable () -> Unit = {
                LabelledSwitch(tr("crossword_zoom"), scale > 1f, { scale = if (it) ZOOMED else 1f }, style = MaterialTheme.typography.bodySmall)
                val accepts = { at: Cell -> built.accepts(at, view.board, view.keypad) }
                CrosswordBoard(view, start, scale, dragging, accepts, { scale = (scale * it).coerceIn(1f, MAX_SCALE) }) { start = it; if (mode != CrosswordMode.Lay) mode = CrosswordMode.Lay }
            }
            if (wide) {
                Row(Modifier.fillMaxSize().padding(12.dp)) {
                    // The board's column scrolls by itself while a tile is held near its top or bottom.
                    val boardColumn = rememberScrollState()
                    Column(Modifier.weight(1f).dragAutoScroll(drag, boardColumn, vertical = true).verticalScroll(boardColumn)) { board() }
                    Column(Modifier.weight(1f).verticalScroll(rememberScrollState()).padding(start = 16.dp)) {
                        CrosswordHeader(view)
                        CrosswordControls(view, actions, host, mode, { mode = it }, start, down, { down = it }, equation, member, { e, m -> equation = e; member = m }, line, giveBack, dragging, refused)
                    }
                }
            } else {
                // The page scrolls by itself while a tile is held near its top or bottom.
                val page = rememberScrollState()
                Column(Modifier.dragAutoScroll(drag, page, vertical = true).verticalScroll(page).padding(12.dp)) {
                    CrosswordHeader(view)
                    board()
                    CrosswordControls(view, actions, host, mode, { mode = it }, start, down, { down = it }, equation, member, { e, m -> equation = e; member = m }, line, giveBack, dragging, refused)
                }
            }
        }
    }
}

/** The scores, the status, the turn's time, the last play and the bags. */
@Composable
private fun CrosswordHeader(view: FrenchView) {
    view.names.forEachIndexed { i, name ->
        Row(Modifier.fillMaxWidth().padding(vertical = 2.dp)) {
            val mine = view.turn.toInt() == i && !view.over
            Text((if (mine) "▶ " else "   ") + name, Modifier.weight(1f), fontWeight = if (mine) FontWeight.Bold else FontWeight.Normal)
            Text("${view.scores.getOrNull(i) ?: 0}", fontWeight = FontWeight.Bold)
        }
    }
    StatusLine(view.status, Modifier.padding(vertical = 6.dp))
    // The turn's time (variants 3 and 4): shown, not announced every second.
    view.secondsLeft?.let { Text(tr("crossword_seconds", it.toInt()), fontWeight = FontWeight.Bold) }
    if (view.lastPlay.isNotEmpty()) Text(view.lastPlay, style = MaterialTheme.typography.bodyMedium)
    Text(tr("crossword_bag", view.whiteLeft.toInt(), view.greyLeft.toInt()), style = MaterialTheme.typography.bodySmall)
}

/**
 * The turn: the mode, the rack, what the mode asks for (direction and line, equation and side,
 * tiles to give back), the keypad, the hint and refusal, the challenge buttons and the play's
 * buttons, and the equations read aloud.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun CrosswordControls(
    view: FrenchView,
    actions: CrosswordActions,
    host: GameHost,
    mode: CrosswordMode,
    setMode: (CrosswordMode) -> Unit,
    start: Cell?,
    down: Boolean,
    setDown: (Boolean) -> Unit,
    equation: Int,
    member: Int,
    choose: (Int, Int) -> Unit,
    line: MutableList<CrosswordPieceView>,
    giveBack: MutableList<Int>,
    drag: PieceDrag<CrosswordPieceView>?,
    dropRefused: Boolean,
) {
    val playing = !view.over && !view.thinking && view.hand.isNotEmpty()
    if (playing) {
        Row(Modifier.padding(top = 6.dp), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            CrosswordMode.entries.forEach { m ->
                if (m != CrosswordMode.Transform || view.equations.isNotEmpty()) {
                    FilterChip(
                        selected = mode == m,
                        onClick = { setMode(m); line.clear(); giveBack.clear() },
                        label = { Text(tr("crossword_mode_" + m.name.lowercase())) },
                    )
                }
            }
        }
        SectionTitle(tr("crossword_your_tiles"))
        FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            view.hand.forEachIndexed { i, p ->
                val chosen = mode == CrosswordMode.Exchange && i in giveBack
                TileKey(p, small = true, chosen = chosen, drag) {
                    if (mode == CrosswordMode.Exchange) {
                        if (chosen) giveBack.remove(i) else giveBack.add(i)
                    } else {
                        line.add(p)
                    }
                }
            }
        }
        when (mode) {
            CrosswordMode.Exchange -> Text(tr("crossword_pick_exchange"), Modifier.padding(top = 6.dp))
            CrosswordMode.Transform -> {
                SectionTitle(tr("crossword_pick_equation"))
                view.equations.forEachIndexed { e, eq ->
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                        eq.members.forEachIndexed { m, side ->
                            val label = tr("crossword_side", m + 1, side)
                            FilterChip(
                                selected = equation == e && member == m,
                                onClick = { choose(e, m) },
                                label = { Text(label) },
                                modifier = Modifier.semantics { contentDescription = eq.spoken + ", " + label },
                            )
                        }
                    }
                }
            }
            CrosswordMode.Lay -> Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.padding(top = 8.dp)) {
                FilterChip(selected = !down, onClick = { setDown(false) }, label = { Text(tr("pytagora_across")) })
                FilterChip(selected = down, onClick = { setDown(true) }, label = { Text(tr("pytagora_down")) }, modifier = Modifier.padding(start = 6.dp))
            }
        }
        if (mode != CrosswordMode.Exchange) {
            val written = line.joinToString("") { it.text }
            val prompt = when {
                mode == CrosswordMode.Transform -> "crossword_write_side"
                start == null -> "pytagora_pick_square"
                else -> "crossword_write_line"
            }
            OutlinedCard(Modifier.fillMaxWidth().heightIn(min = 52.dp).padding(vertical = 6.dp)) {
                Text(
                    written.ifEmpty { tr(prompt) },
                    style = MaterialTheme.typography.headlineSmall,
                    modifier = Modifier.padding(12.dp).semantics { contentDescription = line.joinToString(" ") { it.spoken }.ifEmpty { written } },
                )
            }
            if (dropRefused) {
                Text(tr("line_drop_refused"), Modifier.semantics { liveRegion = LiveRegionMode.Polite }, style = MaterialTheme.typography.bodySmall)
            }
            FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                view.keypad.forEach { p -> TileKey(p, small = false, chosen = false, drag) { line.add(p) } }
                OutlinedButton(onClick = { if (line.isNotEmpty()) line.removeAt(line.size - 1) }) { Text("⌫") }
            }
        }
    }
    HintAndRefusal(host)
    FlowRow(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        view.challengers.forEach { seat ->
            Button(onClick = { actions.challenge(seat) }) { Text(tr("crossword_challenge", view.names.getOrNull(seat.toInt()).orEmpty())) }
        }
        if (view.over) {
            Button(onClick = host.onNewGame) { Text(tr("boxes_new_game")) }
        } else if (playing) {
            when (mode) {
                CrosswordMode.Lay -> Button(
                    onClick = {
                        val at = start ?: return@Button
                        actions.lay(at, down, line.joinToString("") { it.text })
                        line.clear()
                    },
                    enabled = start != null && line.isNotEmpty(),
                ) { Text(tr("crossword_mode_lay")) }
                CrosswordMode.Transform -> Button(
                    onClick = {
                        val eq = view.equations.getOrNull(equation) ?: return@Button
                        actions.transform(eq.start, eq.down, member, line.joinToString("") { it.text })
                        line.clear()
                    },
                    enabled = line.isNotEmpty() && equation < view.equations.size,
                ) { Text(tr("crossword_mode_transform")) }
                CrosswordMode.Exchange -> Button(
                    onClick = {
                        actions.exchange(giveBack.mapNotNull { view.hand.getOrNull(it)?.text }.joinToString(""))
                        giveBack.clear()
                    },
                    enabled = giveBack.isNotEmpty(),
                ) { Text(tr("crossword_exchange_n", giveBack.size)) }
            }
            FilledTonalButton(onClick = actions::pass) { Text(tr("crossword_pass")) }
            FilledTonalButton(onClick = actions::askHint) { Text(tr("hint")) }
            OutlinedButton(onClick = actions::undo) { Text(tr("undo")) }
        }
    }
    if (view.equations.isNotEmpty()) {
        SectionTitle(tr("crossword_equations"))
        view.equations.forEach { Text(it.spoken, style = MaterialTheme.typography.bodySmall) }
    }
}

/**
 * A tile to tap (or, with [drag], to drag onto the board): its symbol, read aloud with the core's
 * word; [chosen] when picked to give back.
 */
@Composable
private fun TileKey(piece: CrosswordPieceView, small: Boolean, chosen: Boolean, drag: PieceDrag<CrosswordPieceView>?, onClick: () -> Unit) {
    TileFace(
        piece,
        if (small) 40.dp else 46.dp,
        chosen,
        Modifier.clickable(role = Role.Button, onClickLabel = piece.spoken, onClick = onClick)
            .dragPiece(drag, piece)
            .semantics { contentDescription = piece.spoken; selected = chosen },
    )
}

/** A tile as drawn on a key, and under the finger while dragged. */
@Composable
private fun TileFace(piece: CrosswordPieceView, side: Dp, chosen: Boolean = false, modifier: Modifier = Modifier) {
    Box(
        Modifier.size(side)
            .background(if (chosen) MaterialTheme.colorScheme.primaryContainer else Color(0xFFF4F1E8), MaterialTheme.shapes.small)
            .border(if (chosen) 3.dp else 1.dp, if (chosen) MaterialTheme.colorScheme.primary else Color.Black.copy(alpha = 0.35f), MaterialTheme.shapes.small)
            .then(modifier),
        contentAlignment = Alignment.Center,
    ) {
        Text(piece.text, style = glyphStyle(side * 0.45f), fontWeight = FontWeight.Bold, color = Color.Black)
    }
}

/** The rulebook's colours of the premium squares: blue and red per tile, green and yellow per equation. */
private fun premiumColour(mark: String): Color = when (mark) {
    "2T" -> Color(0xFFB3D4F5)
    "3T" -> Color(0xFFF2A7A0)
    "2E" -> Color(0xFFB8E0B0)
    "3E" -> Color(0xFFF7E08A)
    else -> Color(0xFFEDEBE4)
}

/** The scale the "larger squares" switch gives the board. */
private const val ZOOMED = 1.75f

/** The largest scale a pinch gives the board. */
private const val MAX_SCALE = 3f

/**
 * Two fingers pinching: each step's zoom factor goes to [onZoom] and the touches are consumed;
 * one finger is left alone, so taps and the sideways scroll work as before.
 */
internal fun Modifier.pinchToZoom(onZoom: (Float) -> Unit): Modifier = pointerInput(Unit) {
    awaitEachGesture {
        awaitFirstDown(requireUnconsumed = false)
        do {
            val event = awaitPointerEvent()
            if (event.changes.count { it.pressed } >= 2) {
                val zoom = event.calculateZoom()
                if (zoom != 1f) {
                    onZoom(zoom)
                    event.changes.forEach { it.consume() }
                }
            }
        } while (event.changes.any { it.pressed })
    }
}

/**
 * The whole board, fitted to the width at [scale] 1, larger squares panned sideways above it
 * (a pinch changes the scale through [onZoom]); every premium square carries its mark in text
 * as well as its colour, and says its name to TalkBack. A tap on a square starts the line there;
 * while a tile of [drag] hovers a square that [accepts] it, the square shows the tile faintly
 * inside a thick outline.
 */
@Composable
private fun CrosswordBoard(
    view: FrenchView,
    start: Cell?,
    scale: Float,
    drag: PieceDrag<CrosswordPieceView>?,
    accepts: (Cell) -> Boolean,
    onZoom: (Float) -> Unit,
    onPick: (Cell) -> Unit,
) {
    val rows = view.board.rows.toInt()
    val cols = view.board.cols.toInt()
    val cells = view.board.cells.associateBy { it.cell.row.toInt() to it.cell.col.toInt() }
    val dragged = drag?.piece
    val hovered = drag?.hovered?.takeIf(accepts)
    BoxWithConstraints(Modifier.fillMaxWidth().padding(vertical = 6.dp).pinchToZoom(onZoom)) {
        val fit = min(maxWidth / cols, 44.dp)
        val zoomed = scale > 1f
        val side = if (zoomed) fit * scale else fit
        val sidePx = with(LocalDensity.current) { side.toPx() }
        // Larger squares pan sideways, by themselves too while a tile is held near the sides.
        val pan = rememberScrollState()
        val panned = if (zoomed) Modifier.dragAutoScroll(drag, pan, vertical = false).horizontalScroll(pan) else Modifier
        Column(panned.dropGrid(drag, sidePx, 0, 0, rows, cols)) {
            for (r in 0 until rows) {
                Row {
                    for (c in 0 until cols) {
                        val cell = cells[r to c]
                        val tile = cell?.text?.takeIf { it.isNotEmpty() }
                        val mark = cell?.mark.orEmpty()
                        val chosen = start?.row?.toInt() == r && start.col.toInt() == c
                        val target = hovered?.row?.toInt() == r && hovered.col.toInt() == c
                        val last = cell?.highlight?.last == true
                        val label = cell?.spoken?.takeIf { it.isNotEmpty() }?.let { tr("crossword_square_at", r + 1, c + 1, it) }
                            ?: tr("pytagora_square", r + 1, c + 1)
                        Box(
                            Modifier.size(side)
                                .background(if (tile != null) Color(0xFFF4F1E8) else premiumColour(mark))
                                .border(
                                    when { target -> 3.dp; chosen || last -> 2.dp; else -> 0.5.dp },
                                    if (chosen || target) MaterialTheme.colorScheme.primary else Color.Black.copy(alpha = if (last) 0.8f else 0.25f),
                                )
                                .clickable(role = Role.Button, onClickLabel = label) { onPick(Cell(r.toUByte(), c.toUByte())) }
                                .semantics { contentDescription = label; selected = chosen },
                            contentAlignment = Alignment.Center,
                        ) {
                            when {
                                tile != null -> Text(tile, style = glyphStyle(side * 0.5f), fontWeight = FontWeight.Bold, color = Color.Black)
                                target && dragged != null -> Text(dragged.text, style = glyphStyle(side * 0.5f), fontWeight = FontWeight.Bold, color = Color.Black.copy(alpha = 0.45f))
                                mark.isNotEmpty() -> Text(mark, style = glyphStyle(side * 0.32f), color = Color.Black.copy(alpha = 0.7f))
                            }
                        }
                    }
                }
            }
        }
    }
}
