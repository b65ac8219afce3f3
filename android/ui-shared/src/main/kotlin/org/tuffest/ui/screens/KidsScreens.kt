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
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.tuffest.core.TablesView
import app.tuffest.core.UpAndDownView
import org.tuffest.ui.components.GameFrame
import org.tuffest.ui.components.GameHost
import org.tuffest.ui.components.HintAndRefusal
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.components.StatusLine
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.TablesActions
import org.tuffest.ui.model.UpAndDownActions

private val PIECE = Color(0xFFFFE9A8)

/** A number piece as the children hold it: big, round-cornered, readable. */
@Composable
private fun Piece(text: String, size: Dp, chosen: Boolean = false, onClick: (() -> Unit)? = null) {
    Box(
        Modifier.size(size)
            .background(if (chosen) MaterialTheme.colorScheme.primary else PIECE, RoundedCornerShape(8.dp))
            .border(1.dp, Color.Black.copy(alpha = 0.4f), RoundedCornerShape(8.dp))
            .then(if (onClick != null) Modifier.clickable(role = Role.Button, onClick = onClick) else Modifier),
        contentAlignment = Alignment.Center,
    ) {
        Text(text, fontWeight = FontWeight.Bold, style = glyphStyle(size / 2.2f), color = if (chosen) MaterialTheme.colorScheme.onPrimary else Color.Black)
    }
}

/** The players, the pieces each holds, whose turn. */
@Composable
private fun Players(names: List<String>, sizes: List<UInt>, turn: UInt?) {
    names.forEachIndexed { i, n ->
        Text(
            (if (turn == i.toUInt()) "▶ " else "   ") + n + "  " + tr("kids_pieces_n", sizes.getOrElse(i) { 0u }.toInt()),
            fontWeight = if (turn == i.toUInt()) FontWeight.Bold else FontWeight.Normal,
        )
    }
}

/**
 * Up and down (and its variants): the core's [UpAndDownView] as it is: the square(s) with the
 * numbers laid and the empty places marked, the places the player in turn can fill outlined (a
 * tap puts the number there), the numbers wanted, the hand, the piece just drawn.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun UpAndDownScreen(view: UpAndDownView, actions: UpAndDownActions, host: GameHost) {
    GameFrame(view.title, host) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            Players(view.names, view.handSizes, view.turn)
            StatusLine(view.status, Modifier.padding(vertical = 8.dp), style = MaterialTheme.typography.titleMedium)
            if (view.wanted.isNotEmpty()) Text(tr("kids_wanted", view.wanted.joinToString(", ")))
            val cols = view.board.cols.toInt().coerceAtLeast(1)
            BoxWithConstraints(Modifier.fillMaxWidth().padding(vertical = 8.dp), contentAlignment = Alignment.Center) {
                val side = min(maxWidth, 480.dp) / cols
                Column {
                    view.board.cells.chunked(cols).forEach { row ->
                        Row {
                            row.forEach { c ->
                                val border = when {
                                    c.highlight.legal -> Modifier.border(3.dp, Color(0xFF1B7F3B), RoundedCornerShape(6.dp))
                                    c.highlight.last -> Modifier.border(2.dp, MaterialTheme.colorScheme.primary, RoundedCornerShape(6.dp))
                                    else -> Modifier
                                }
                                val tap = if (c.highlight.legal) Modifier.clickable(role = Role.Button, onClickLabel = c.spoken) { actions.place(c.cell) } else Modifier
                                Box(
                                    Modifier.size(side).padding(2.dp).then(border).then(tap).semantics { contentDescription = c.spoken },
                                    contentAlignment = Alignment.Center,
                                ) {
                                    when {
                                        c.text.isNotEmpty() && c.text != "·" -> Piece(c.text, side * 0.86f)
                                        c.text == "·" -> Text("·", style = glyphStyle(side / 2), color = Color.Gray)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if (view.hand.isNotEmpty()) {
                SectionTitle(tr("kids_hand"))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                    view.hand.forEach { Piece("$it", 44.dp) }
                }
            }
            view.drawn?.let { Text(tr("kids_drawn", it.toInt()), modifier = Modifier.padding(top = 8.dp)) }
            HintAndRefusal(host)
            FlowRow(Modifier.padding(top = 12.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                if (view.over) {
                    Button(onClick = host.onNewGame) { Text(tr("boxes_new_game")) }
                } else {
                    Button(onClick = actions::draw) { Text(tr("kids_draw")) }
                    FilledTonalButton(onClick = actions::askHint) { Text(tr("hint")) }
                    FilledTonalButton(onClick = actions::undo) { Text(tr("undo")) }
                }
            }
        }
    }
}

/**
 * Multiplication tables: the core's [TablesView]: every round's line, the multiplication asked,
 * the asked child's pieces; tapping pieces builds the answer (the shell only collects the taps;
 * the core judges it), then Answer, Clear, or let the next player answer.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun TablesScreen(title: String, view: TablesView, actions: TablesActions, host: GameHost) {
    val answer = remember(view.round, view.asked) { mutableStateListOf<Int>() }
    GameFrame(title, host) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            Players(view.names, view.handSizes, view.asked)
            StatusLine(view.status, Modifier.padding(vertical = 8.dp), style = MaterialTheme.typography.titleMedium)
            view.lines.forEach { Text(it, style = MaterialTheme.typography.titleLarge) }
            view.current?.let { q ->
                Text(
                    "$q = " + answer.joinToString("") { view.hand.getOrNull(it)?.toString() ?: "" }.ifEmpty { "?" },
                    style = MaterialTheme.typography.displaySmall,
                    modifier = Modifier.padding(vertical = 12.dp),
                )
            }
            if (view.hand.isNotEmpty() && !view.over) {
                SectionTitle(tr("kids_hand"))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                    view.hand.forEachIndexed { i, v ->
                        Piece("$v", 48.dp, chosen = i in answer) { if (i in answer) answer.remove(i) else answer.add(i) }
                    }
                }
            }
            HintAndRefusal(host)
            FlowRow(Modifier.padding(top = 12.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                if (view.over) {
                    Button(onClick = host.onNewGame) { Text(tr("boxes_new_game")) }
                } else {
                    Button(onClick = {
                        val digits = answer.mapNotNull { view.hand.getOrNull(it) }
                        answer.clear()
                        actions.attach(digits)
                    }, enabled = answer.isNotEmpty()) { Text(tr("tables_answer")) }
                    OutlinedButton(onClick = { answer.clear() }) { Text(tr("tables_clear")) }
                    FilledTonalButton(onClick = actions::pass) { Text(tr("tables_pass")) }
                    FilledTonalButton(onClick = actions::askHint) { Text(tr("hint")) }
                }
            }
        }
    }
}
