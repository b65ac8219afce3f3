package org.tuffest.ui.screens

import org.tuffest.ui.components.glyphStyle
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
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
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
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
import app.tuffest.core.PytagoraView
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
import org.tuffest.ui.model.PytagoraActions

/**
 * Pytagora (and Plus and minus): the scores, the table around its equations (tap a square to
 * start a line there), across or down, the line written with the core's keypad and read back,
 * the rack, `=` from the shared pool, lay, "stuck", hint and undo. A piece of the rack or keypad
 * can also be dragged onto the table (the core's `crosswordDrop`: it starts the line, or goes just after its
 * end). The hand-over screen comes first in pass-and-play. Every rule is the core's: a line it
 * refuses comes back with the reason.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun PytagoraScreen(
    title: String,
    view: PytagoraView,
    actions: PytagoraActions,
    host: GameHost,
) {
    if (handOverFirst(view.handOver, view.names.getOrNull(view.turn.toInt()).orEmpty(), "pytagora_handover_ready", actions::ready)) return
    // The line being built (tapped or dropped), and where its last refused drop left it.
    val built = rememberLineBuilder()
    var start by built::start
    var down by built::down
    var fromPool by remember { mutableStateOf(false) }
    val line = built.line
    val drag = rememberPieceDrag<CrosswordPieceView> { piece, at -> built.drop(piece, at, view.board, view.keypad) }
    val playing = !view.over && !view.thinking && view.hand.isNotEmpty()
    GameFrame(title, host) {
        DragLayer(drag, ghost = { PieceFace(it, 40.dp) }) {
            // The page scrolls by itself while a piece is held near its top or bottom.
            val page = rememberScrollState()
            Column(Modifier.dragAutoScroll(drag, page, vertical = true).verticalScroll(page).padding(12.dp)) {
                view.names.forEachIndexed { i, name ->
                    Row(Modifier.fillMaxWidth().padding(vertical = 2.dp)) {
                        Text((if (view.turn.toInt() == i && !view.over) "▶ " else "   ") + name, Modifier.weight(1f), fontWeight = if (view.turn.toInt() == i) FontWeight.Bold else FontWeight.Normal)
                        Text("${view.scores.getOrNull(i) ?: 0} / ${view.target}", fontWeight = FontWeight.Bold)
                    }
                }
                StatusLine(view.status, Modifier.padding(vertical = 6.dp))
                Text(tr("pytagora_pool", view.pool.toInt(), view.bag.toInt()), style = MaterialTheme.typography.bodySmall)
                val accepts = { at: Cell -> built.accepts(at, view.board, view.keypad) }
                PytagoraBoard(view, start, if (playing) drag else null, accepts) { start = it }
                if (playing) {
                    SectionTitle(tr("pytagora_your_pieces"))
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                        view.hand.forEach { p -> PieceKey(p, small = true, drag) { line.add(p) } }
                    }
                    Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.padding(top = 8.dp)) {
                        FilterChip(selected = !down, onClick = { down = false }, label = { Text(tr("pytagora_across")) })
                        FilterChip(selected = down, onClick = { down = true }, label = { Text(tr("pytagora_down")) }, modifier = Modifier.padding(start = 6.dp))
                    }
                    val written = line.joinToString("") { it.text }
                    val spoken = line.joinToString(" ") { it.spoken }
                    OutlinedCard(Modifier.fillMaxWidth().heightIn(min = 52.dp).padding(vertical = 6.dp)) {
                        Text(
                            written.ifEmpty { tr(if (start == null) "pytagora_pick_square" else "pytagora_write_line") },
                            style = MaterialTheme.typography.headlineSmall,
                            modifier = Modifier.padding(12.dp).semantics { contentDescription = spoken.ifEmpty { written } },
                        )
                    }
                    if (built.refused) {
                        Text(tr("line_drop_refused"), Modifier.semantics { liveRegion = LiveRegionMode.Polite }, style = MaterialTheme.typography.bodySmall)
                    }
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                        view.keypad.forEach { p -> PieceKey(p, small = false, drag) { line.add(p) } }
                        OutlinedButton(onClick = { if (line.isNotEmpty()) line.removeAt(line.size - 1) }) { Text("⌫") }
                    }
                    LabelledSwitch(tr("pytagora_from_pool"), fromPool, { fromPool = it })
                }
                HintAndRefusal(host)
                FlowRow(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    if (view.over) {
                        Button(onClick = host.onNewGame) { Text(tr("boxes_new_game")) }
                    } else if (!view.thinking) {
                        Button(
                            onClick = {
                                val at = start ?: return@Button
                                actions.lay(at, down, line.joinToString("") { it.text }, fromPool)
                                line.clear()
                            },
                            enabled = start != null && line.isNotEmpty(),
                        ) { Text(tr("pytagora_lay")) }
                        FilledTonalButton(onClick = actions::stuck) { Text(tr("pytagora_stuck")) }
                        FilledTonalButton(onClick = actions::askHint) { Text(tr("hint")) }
                        OutlinedButton(onClick = actions::undo) { Text(tr("undo")) }
                    }
                }
                if (view.spokenLines.isNotEmpty()) {
                    SectionTitle(tr("pytagora_lines"))
                    view.spokenLines.forEach { Text(it, style = MaterialTheme.typography.bodySmall) }
                }
            }
        }
    }
}

/** A piece to tap (or drag onto the table with [drag]): its symbol, read aloud with the core's word. */
@Composable
private fun PieceKey(piece: CrosswordPieceView, small: Boolean, drag: PieceDrag<CrosswordPieceView>?, onClick: () -> Unit) {
    PieceFace(
        piece,
        if (small) 40.dp else 48.dp,
        Modifier.clickable(role = Role.Button, onClickLabel = piece.spoken, onClick = onClick)
            .dragPiece(drag, piece)
            .semantics { contentDescription = piece.spoken },
    )
}

/** A piece as drawn on a key, and under the finger while dragged. */
@Composable
private fun PieceFace(piece: CrosswordPieceView, side: Dp, modifier: Modifier = Modifier) {
    Box(
        Modifier.size(side)
            .background(Color(0xFFF6E7C1), MaterialTheme.shapes.small)
            .border(1.dp, Color.Black.copy(alpha = 0.35f), MaterialTheme.shapes.small)
            .then(modifier),
        contentAlignment = Alignment.Center,
    ) {
        Text(piece.text, style = glyphStyle(side * 0.45f), fontWeight = FontWeight.Bold, color = Color.Black)
    }
}

/**
 * The part of the table around its equations (three squares beyond them on every side, at least
 * eleven squares a side), fitted to the width; a tap on a square starts the line there. While a
 * piece of [drag] hovers a square that [accepts] it, the square shows the piece faintly inside a
 * thick outline.
 */
@Composable
private fun PytagoraBoard(view: PytagoraView, start: Cell?, drag: PieceDrag<CrosswordPieceView>?, accepts: (Cell) -> Boolean, onPick: (Cell) -> Unit) {
    val rows = view.board.rows.toInt()
    val cols = view.board.cols.toInt()
    val pieces = view.board.cells.associateBy { it.cell.row.toInt() to it.cell.col.toInt() }
    val used = view.board.cells
    val centre = rows / 2
    fun span(lo: Int?, hi: Int?, size: Int): IntRange {
        var a = ((lo ?: centre) - 3).coerceAtLeast(0)
        var b = ((hi ?: centre) + 3).coerceAtMost(size - 1)
        while (b - a + 1 < 11 && (a > 0 || b < size - 1)) {
            if (a > 0) a--
            if (b - a + 1 < 11 && b < size - 1) b++
        }
        return a..b
    }
    val rowSpan = span(used.minOfOrNull { it.cell.row.toInt() }, used.maxOfOrNull { it.cell.row.toInt() }, rows)
    val colSpan = span(used.minOfOrNull { it.cell.col.toInt() }, used.maxOfOrNull { it.cell.col.toInt() }, cols)
    val dragged = drag?.piece
    val hovered = drag?.hovered?.takeIf(accepts)
    BoxWithConstraints(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        val side = min(maxWidth / colSpan.count(), 40.dp)
        val sidePx = with(LocalDensity.current) { side.toPx() }
        Column(Modifier.dropGrid(drag, sidePx, rowSpan.first, colSpan.first, rowSpan.count(), colSpan.count())) {
            for (r in rowSpan) {
                Row {
                    for (c in colSpan) {
                        val piece = pieces[r to c]
                        val chosen = start?.row?.toInt() == r && start.col.toInt() == c
                        val target = hovered?.row?.toInt() == r && hovered.col.toInt() == c
                        val label = piece?.spoken ?: tr("pytagora_square", r + 1, c + 1)
                        Box(
                            Modifier.size(side)
                                .background(if (piece != null) Color(0xFFF6E7C1) else Color(0xFFE8F0E6))
                                .border(
                                    when { target -> 3.dp; chosen || piece?.highlight?.last == true -> 2.dp; else -> 0.5.dp },
                                    if (chosen || target) MaterialTheme.colorScheme.primary else Color.Black.copy(alpha = if (piece?.highlight?.last == true) 0.8f else 0.2f),
                                )
                                .clickable(role = Role.Button, onClickLabel = label) { onPick(Cell(r.toUByte(), c.toUByte())) }
                                .semantics { contentDescription = label; selected = chosen },
                            contentAlignment = Alignment.Center,
                        ) {
                            if (piece != null) Text(piece.text, style = glyphStyle(side * 0.5f), fontWeight = FontWeight.Bold, color = Color.Black)
                            if (target && dragged != null) Text(dragged.text, style = glyphStyle(side * 0.5f), fontWeight = FontWeight.Bold, color = Color.Black.copy(alpha = 0.45f))
                        }
                    }
                }
            }
        }
    }
}
