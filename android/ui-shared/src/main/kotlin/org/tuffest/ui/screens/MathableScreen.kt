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
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.tuffest.core.CellView
import app.tuffest.core.MathableView
import org.tuffest.ui.components.DragLayer
import org.tuffest.ui.components.LabelledSwitch
import org.tuffest.ui.components.PieceDrag
import org.tuffest.ui.components.dragAutoScroll
import org.tuffest.ui.components.dragPiece
import org.tuffest.ui.components.dropGrid
import org.tuffest.ui.components.rememberPieceDrag
import org.tuffest.ui.components.GameFrame
import org.tuffest.ui.components.GameHost
import org.tuffest.ui.components.HintAndRefusal
import org.tuffest.ui.components.SetupStart
import org.tuffest.ui.components.ShareCodeInput
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.components.StatusLine
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.MathableActions

/** A square's tint from the core's printed mark (the mark itself is always drawn too). */
private fun markTint(mark: String): Color = when (mark) {
    "×2" -> Color(0xFFBFD9F2)
    "×3" -> Color(0xFFF4C7C3)
    "" -> Color(0xFFF3EEDF)
    else -> Color(0xFFF7E3A6) // an operation square: + − × ÷
}

/**
 * Mathable: the core's [MathableView] drawn as it is: the 14×14 board (premium and operation
 * squares marked in text as well as tinted, the chosen tile's legal squares outlined, the last
 * turn's tiles marked), the players with their racks, the extra-tile question, tiles left. The
 * board fits the width, or is zoomed and panned ([zoomed] starts so on a phone). A tile is
 * chosen and a square tapped, or a rack tile dragged onto a square: the drag chooses it (its
 * legal squares show) and the drop places it, as the tap would.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun MathableScreen(
    view: MathableView,
    actions: MathableActions,
    host: GameHost,
    zoomedAtStart: Boolean = false,
) {
    // Racks hidden: the next person takes the device before their rack shows.
    val next = view.players.getOrNull(view.current.toInt())?.name.orEmpty()
    if (handOverFirst(view.handOver, next, "mathable_handover_ready", actions::takeDevice)) return
    var zoomed by remember { mutableStateOf(zoomedAtStart) }
    var exchanging by remember { mutableStateOf(false) }
    val toExchange = remember { mutableStateListOf<Int>() }
    val rack = view.players.getOrNull(view.current.toInt())?.rack
    val cols = view.board.cols.toInt().coerceAtLeast(1)
    // A rack tile dropped on an empty square is placed there, as a tap on the square places the
    // chosen tile (the core refuses a square the tile cannot go on, with the reason).
    val drag = rememberPieceDrag<UInt> { value, at ->
        val cell = view.board.cells.getOrNull(at.row.toInt() * cols + at.col.toInt())
        if (cell != null && cell.text.isEmpty()) {
            if (view.selected != value) actions.select(value)
            actions.place(cell.cell)
        }
    }
    val dragging = drag.takeIf { rack != null && !view.over && !view.thinking && !exchanging }
    GameFrame("Mathable", host) {
        DragLayer(drag, ghost = { RackTile(it.toInt(), chosen = true) }) {
            // The page scrolls by itself while a tile is held near its top or bottom.
            val page = rememberScrollState()
            Column(Modifier.dragAutoScroll(drag, page, vertical = true).verticalScroll(page).padding(12.dp)) {
                view.players.forEach { p ->
                    Row(Modifier.fillMaxWidth().padding(vertical = 2.dp), verticalAlignment = Alignment.CenterVertically) {
                        Text(
                            (if (p.toPlay) "▶ " else "   ") + p.name + (if (p.agreed) " ✓" else ""),
                            fontWeight = if (p.toPlay) FontWeight.Bold else FontWeight.Normal,
                            modifier = Modifier.weight(1f),
                        )
                        Text(p.rack?.joinToString(" ") ?: tr("mathable_rack_n", p.rackCount.toInt()), style = MaterialTheme.typography.bodySmall)
                        Text("  ${p.score}", fontWeight = FontWeight.Bold)
                    }
                }
                StatusLine(view.status, Modifier.padding(vertical = 6.dp))
                view.question?.let { q ->
                    Card(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
                        Column(Modifier.padding(12.dp)) {
                            Text(q)
                            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                                Button(onClick = { actions.extra(true) }) { Text(tr("mathable_yes")) }
                                OutlinedButton(onClick = { actions.extra(false) }) { Text(tr("mathable_no")) }
                            }
                        }
                    }
                }
                TextButton(onClick = { zoomed = !zoomed }) { Text(tr(if (zoomed) "mathable_whole" else "mathable_zoom")) }
                MathableBoard(view, zoomed, actions, dragging)
                if (rack != null && !view.over && !view.thinking) {
                    SectionTitle(tr(if (exchanging) "mathable_exchange_pick" else "mathable_your_rack"))
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                        rack.forEachIndexed { i, value ->
                            val chosen = if (exchanging) i in toExchange else view.selected == value && rack.indexOf(value) == i
                            RackTile(value.toInt(), chosen, Modifier.dragPiece(dragging, value) { if (view.selected != value) actions.select(value) }) {
                                if (exchanging) {
                                    if (i in toExchange) toExchange.remove(i) else toExchange.add(i)
                                } else {
                                    actions.select(if (view.selected == value) null else value)
                                }
                            }
                        }
                    }
                }
                HintAndRefusal(host)
                FlowRow(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    when {
                        view.over -> Button(onClick = host.onNewGame) { Text(tr("boxes_new_game")) }
                        exchanging -> {
                            Button(onClick = {
                                val tiles = toExchange.mapNotNull { rack?.getOrNull(it) }
                                exchanging = false
                                toExchange.clear()
                                actions.exchange(tiles)
                            }) { Text(tr("mathable_exchange_confirm")) }
                            OutlinedButton(onClick = { exchanging = false; toExchange.clear() }) { Text(tr("mathable_cancel")) }
                        }
                        else -> {
                            Button(onClick = actions::endTurn) { Text(tr("mathable_end_turn")) }
                            if (view.canExchange) FilledTonalButton(onClick = { exchanging = true }) { Text(tr("mathable_exchange")) }
                            FilledTonalButton(onClick = actions::askHint) { Text(tr("hint")) }
                            OutlinedButton(onClick = actions::agreeEnd) { Text(tr("mathable_agree_end")) }
                        }
                    }
                }
                val left = view.tilesLeft.joinToString(" ") { if (it.count > 1u) "${it.value}×${it.count}" else "${it.value}" }
                Text(tr("mathable_tiles_left", view.bagCount.toInt(), left), style = MaterialTheme.typography.bodySmall, modifier = Modifier.padding(top = 12.dp))
                Text(tr("mathable_code", view.code), style = MaterialTheme.typography.bodySmall, modifier = Modifier.padding(top = 4.dp))
            }
        }
    }
}

/** A rack tile: tapped to choose it, or dragged onto the board ([drag], after the tap). Without [onClick], only drawn (under the finger). */
@Composable
private fun RackTile(value: Int, chosen: Boolean, drag: Modifier = Modifier, onClick: (() -> Unit)? = null) {
    Box(
        Modifier.size(44.dp)
            .background(if (chosen) MaterialTheme.colorScheme.primary else Color(0xFFF1E2C0), RoundedCornerShape(6.dp))
            .border(1.dp, Color.Black.copy(alpha = 0.4f), RoundedCornerShape(6.dp))
            .then(if (onClick != null) Modifier.clickable(role = Role.Button, onClick = onClick).then(drag).semantics { selected = chosen } else Modifier),
        contentAlignment = Alignment.Center,
    ) {
        Text("$value", fontWeight = FontWeight.Bold, color = if (chosen) MaterialTheme.colorScheme.onPrimary else Color.Black)
    }
}

/**
 * The 14×14 board: fitted to the width (at most 640 dp), or 44 dp squares panned sideways. While
 * a tile of [drag] hovers an empty square, the square shows it faintly inside a thick outline.
 */
@Composable
private fun MathableBoard(view: MathableView, zoomed: Boolean, actions: MathableActions, drag: PieceDrag<UInt>?) {
    val cols = view.board.cols.toInt().coerceAtLeast(1)
    val dragged = drag?.piece
    val hovered = drag?.hovered
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val side = if (zoomed) 44.dp else min(maxWidth, 640.dp) / cols
        val sidePx = with(LocalDensity.current) { side.toPx() }
        val scroll = rememberScrollState()
        // Zoomed, the board pans sideways, by itself too while a tile is held near its sides.
        val panned = if (zoomed) Modifier.dragAutoScroll(drag, scroll, vertical = false).horizontalScroll(scroll) else Modifier
        Column(panned.dropGrid(drag, sidePx, 0, 0, view.board.rows.toInt(), cols)) {
            view.board.cells.chunked(cols).forEach { row ->
                Row {
                    row.forEach { c ->
                        val target = dragged != null && c.text.isEmpty() && hovered == c.cell
                        MathableSquare(c, side, view.selected != null, actions, if (target) dragged else null)
                    }
                }
            }
        }
    }
}

@Composable
private fun MathableSquare(c: CellView, side: Dp, tileChosen: Boolean, actions: MathableActions, hovering: UInt? = null) {
    val tile = c.text.isNotEmpty()
    val border = when {
        hovering != null -> Modifier.border(3.5.dp, MaterialTheme.colorScheme.primary)
        c.highlight.legal -> Modifier.border(2.5.dp, Color(0xFF1B7F3B))
        c.highlight.hint -> Modifier.border(2.5.dp, Color(0xFFE07B00))
        c.highlight.last -> Modifier.border(2.dp, MaterialTheme.colorScheme.primary)
        else -> Modifier.border(0.5.dp, Color.Black.copy(alpha = 0.25f))
    }
    val tap = if (!tile && tileChosen) Modifier.clickable(role = Role.Button, onClickLabel = c.spoken) { actions.place(c.cell) } else Modifier
    Box(
        Modifier.size(side).background(if (tile) Color(0xFFF1E2C0) else markTint(c.mark)).then(border).then(tap)
            .semantics { contentDescription = c.spoken },
        contentAlignment = Alignment.Center,
    ) {
        if (hovering != null) {
            Text("$hovering", style = glyphStyle(side * 0.42f), fontWeight = FontWeight.Bold, color = Color.Black.copy(alpha = 0.45f))
        } else {
            Text(
                if (tile) c.text else c.mark,
                style = glyphStyle(side * (if (tile) 0.42f else 0.34f)),
                fontWeight = if (tile) FontWeight.Bold else FontWeight.Normal,
                color = Color.Black.copy(alpha = if (tile) 1f else 0.6f),
            )
        }
    }
}

/**
 * The set-up of a game for several seats (Mathable, Up and down, Multiplication tables): the
 * variant where the game has one, people at the device, computer players and their strength, a
 * game code where the game has one.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun PartySetupScreen(title: String, setup: org.tuffest.ui.model.PartySetupView, actions: org.tuffest.ui.model.PartySetupActions, onBack: () -> Unit) {
    ScreenFrame(title = title, onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            if (setup.variants.isNotEmpty()) {
                SectionTitle(tr("setup_variant"))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    setup.variants.forEach { (id, name) -> FilterChip(selected = id == setup.variant, onClick = { actions.variant(id) }, label = { Text(name) }) }
                }
            }
            SectionTitle(tr("mathable_people"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                (setup.minPeople..setup.maxSeats).forEach { n -> FilterChip(selected = n == setup.people, onClick = { actions.people(n) }, label = { Text("$n") }) }
            }
            SectionTitle(tr("mathable_computers"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                (0 until setup.maxSeats).forEach { n -> FilterChip(selected = n == setup.computers, onClick = { actions.computers(n) }, label = { Text("$n") }) }
            }
            if (setup.computers > 0) {
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    setup.strengths.forEach { s ->
                        FilterChip(selected = setup.strength == s, onClick = { actions.strength(s) }, label = { Text(strengthLabel(s)) })
                    }
                }
            }
            if (setup.asksSeconds && setup.people > 0) {
                SectionTitle(tr("crossword_handicap"))
                setup.secondsOfPeople().forEachIndexed { person, chosen ->
                    Text(tr("setup_player_n", person + 1), style = MaterialTheme.typography.labelLarge, modifier = Modifier.padding(top = 4.dp))
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                        setup.secondsChoices.forEach { s ->
                            FilterChip(selected = s == chosen, onClick = { actions.seatSeconds(person, s) }, label = { Text(tr("crossword_seconds_choice", s)) })
                        }
                    }
                }
            }
            setup.hideRacks?.let { on ->
                LabelledSwitch(tr("mathable_hide_racks"), on, actions::hideRacks, modifier = Modifier.padding(top = 8.dp))
            }
            setup.showLegal?.let { on ->
                LabelledSwitch(tr("mathable_show_legal"), on, actions::showLegal)
            }
            if (setup.hasCode) {
                ShareCodeInput(tr("mathable_code_title"), tr("mathable_code_optional"), setup.code, actions::code)
            }
            SetupStart(setup.error, actions::start)
        }
    }
}
