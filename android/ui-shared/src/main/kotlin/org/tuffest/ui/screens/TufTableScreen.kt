package org.tuffest.ui.screens

import org.tuffest.ui.components.CappedFontScale
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.foundation.background
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.foundation.layout.windowInsetsPadding
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AssistChip
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.layout.layout
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.dp
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.TimerBadge
import org.tuffest.ui.components.TufBoard
import org.tuffest.ui.i18n.tr
import app.tuffest.core.TufPhaseView
import app.tuffest.core.TufPlayerView
import app.tuffest.core.TufTableView
import org.tuffest.ui.model.BoardActions
import org.tuffest.ui.model.TableActions
import org.tuffest.ui.model.TableExtras
import org.tuffest.ui.model.activeSeat
import org.tuffest.ui.model.callOf
import org.tuffest.ui.model.hintAvailable

/**
 * A TUF match, the core's [TufTableView] as it is ([extras]: what the device adds): picks the
 * screen the core's phase calls for — the hand-over screen, the round's or the match's score
 * sheet, the table-mode screen (several people at once), or the table for the one board this
 * device shows.
 */
@Composable
fun TufMatchScreen(
    table: TufTableView,
    extras: TableExtras,
    actionsFor: (Int) -> BoardActions,
    tableActions: TableActions,
    refusal: String?,
    onBack: () -> Unit,
    onRules: () -> Unit,
) {
    val handOver = table.handOver
    val roundSheet = table.roundSheet
    when {
        table.phase == TufPhaseView.HAND_OVER && handOver != null ->
            HandOverScreen(handOver.name, handOver.message) { tableActions.takeTurn(handOver.seat.toInt()) }
        table.phase == TufPhaseView.ROUND_OVER && roundSheet != null ->
            RoundSheetScreen(roundSheet, table.matchSheet, canNext = table.buttons.nextRound, onNext = tableActions::nextRound, par = table.par)
        table.phase == TufPhaseView.MATCH_OVER ->
            MatchSheetScreen(table.matchSheet, roundSheet, onBack, headline = table.status, par = table.par)
        table.tableMode -> TableModeScreen(table, extras, actionsFor, tableActions)
        else -> TufTableScreen(table, extras, table.activeSeat?.let(actionsFor) ?: BoardActions.None, tableActions, refusal, onBack, onRules)
    }
}


/**
 * The strip of [seats] (of [table]): names, scores (the core's totals), and what each has called
 * this round; a computer's strength from [strengths] (by seat) and its equation as it builds.
 */
@Composable
fun SeatStrip(table: TufTableView, seats: List<TufPlayerView>, strengths: List<String?>, active: Int?, modifier: Modifier = Modifier) {
    Row(modifier.horizontalScroll(rememberScrollState()).padding(horizontal = 12.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        seats.forEach { s ->
            val who = if (s.isComputer) {
                "${s.name} · ${tr("computer_short", strengthLabel(strengths.getOrNull(s.seat.toInt()) ?: ""))}"
            } else {
                s.name
            }
            val call = table.callOf(s)
            Surface(
                shape = RoundedCornerShape(10.dp),
                color = when {
                    s.isDeclarer -> MaterialTheme.colorScheme.secondaryContainer
                    s.seat.toInt() == active -> MaterialTheme.colorScheme.primaryContainer
                    else -> MaterialTheme.colorScheme.surfaceVariant
                },
            ) {
                Column(Modifier.padding(horizontal = 10.dp, vertical = 6.dp).semantics(mergeDescendants = true) {}) {
                    Text(who, style = MaterialTheme.typography.labelLarge)
                    Row {
                        Text(tr("points_n", s.total), style = MaterialTheme.typography.bodySmall)
                        call?.let {
                            Spacer(Modifier.width(6.dp))
                            Text(it, style = MaterialTheme.typography.bodySmall, fontWeight = FontWeight.Black, color = MaterialTheme.colorScheme.secondary)
                        }
                        if (s.bested || s.inError) {
                            Spacer(Modifier.width(6.dp))
                            Text(tr(if (s.inError) "seat_in_error" else "seat_bested"), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.error)
                        }
                    }
                    s.normal.takeIf { s.isComputer && !s.hidden && it.isNotEmpty() }?.let {
                        Text(it, style = MaterialTheme.typography.bodySmall)
                    }
                }
            }
        }
    }
}

/** A computer strength's name in the app's language. */
@Composable
fun strengthLabel(name: String): String = if (name.isEmpty()) "" else tr("strength_$name")

/** The TUF table on one device for one player at a time (solitaire, pass-and-play, vs computer). */
@Composable
fun TufTableScreen(
    table: TufTableView,
    extras: TableExtras,
    actions: BoardActions,
    tableActions: TableActions,
    refusal: String?,
    onBack: () -> Unit,
    onRules: () -> Unit,
) {
    val active = table.activeSeat
    val seat = active?.let { table.players.getOrNull(it) }
    val par = table.par
    ScreenFrame(
        title = "${extras.title} · ${tr("round_n_of_m", table.round.toInt(), table.rounds.toInt())}",
        onBack = onBack,
        actions = { table.timer?.let { TimerBadge(it, table.paused, Modifier.padding(end = 12.dp)) } },
    ) {
        Column(Modifier.verticalScroll(rememberScrollState())) {
            SeatStrip(table, table.players, extras.strengths, active)
            Text(
                table.status,
                style = MaterialTheme.typography.bodyLarge,
                modifier = Modifier.fillMaxWidth().padding(12.dp).semantics { liveRegion = LiveRegionMode.Polite },
            )
            if (table.paused && table.buttons.resume) {
                Button(onClick = tableActions::resume, modifier = Modifier.padding(horizontal = 12.dp)) { Text(tr("resume")) }
            }
            if (par != null || table.hintAvailable) {
                Row(Modifier.padding(horizontal = 12.dp), verticalAlignment = Alignment.CenterVertically) {
                    par?.let {
                        Column {
                            Text(tr("solitaire_par", it.value), style = MaterialTheme.typography.titleSmall)
                            it.normal.takeIf { eq -> eq.isNotEmpty() }?.let { eq -> Text(eq, style = MaterialTheme.typography.bodyMedium) }
                        }
                    }
                    Spacer(Modifier.weight(1f))
                    if (table.hintAvailable) AssistChip(onClick = tableActions::hint, label = { Text(tr("hint")) })
                }
                extras.hint?.let {
                    Surface(color = MaterialTheme.colorScheme.tertiaryContainer, shape = RoundedCornerShape(8.dp), modifier = Modifier.padding(12.dp)) {
                        Text("💡 $it", modifier = Modifier.padding(10.dp))
                    }
                }
            }
            HorizontalDivider()
            seat?.takeIf { !it.hidden }?.let { TufBoard(it, actions, Modifier.padding(top = 8.dp)) }
            refusal?.let {
                Text(it, color = MaterialTheme.colorScheme.error, modifier = Modifier.padding(12.dp).semantics { liveRegion = LiveRegionMode.Assertive })
            }
            if (table.buttons.endRound) {
                OutlinedButton(onClick = tableActions::endRound, modifier = Modifier.padding(12.dp)) { Text(tr("end_round")) }
            }
            Spacer(Modifier.height(24.dp))
        }
    }
}

/**
 * Lays the content out turned by [degrees] clockwise (0, 90, 180, 270): at 90 and 270 it is
 * measured with width and height swapped, so a side seat's board fills its side of the table.
 */
fun Modifier.turned(degrees: Int): Modifier = when (((degrees % 360) + 360) % 360) {
    0 -> this
    180 -> this.rotate(180f)
    else -> this.layout { measurable, constraints ->
        val placeable = measurable.measure(
            Constraints(
                minWidth = constraints.minHeight, maxWidth = constraints.maxHeight,
                minHeight = constraints.minWidth, maxHeight = constraints.maxWidth,
            ),
        )
        layout(placeable.height, placeable.width) {
            placeable.placeWithLayer((placeable.height - placeable.width) / 2, (placeable.width - placeable.height) / 2) {
                rotationZ = degrees.toFloat()
            }
        }
    }
}

/**
 * Table mode: everyone plays at once on one device, each person's part of the screen turned
 * to face them as the core says (`rotation_degrees`: 0 bottom, 180 top, 90 left, 270 right).
 * Computer players sit in the strip in the middle.
 */
@Composable
fun TableModeScreen(table: TufTableView, extras: TableExtras, actionsFor: (Int) -> BoardActions, tableActions: TableActions = TableActions.None) {
    val people = table.players.withIndex().filter { !it.value.isComputer }
    fun at(deg: Int) = people.filter { it.value.rotationDegrees.toInt() == deg }
    val top = at(180)
    val bottom = at(0)
    val left = at(90)
    val right = at(270)
    val computers = table.players.filter { it.isComputer }
    // Every seat's board must stay on screen at once: text grows with the font scale up to 130 %.
    CappedFontScale {
        Column(Modifier.fillMaxSize().background(MaterialTheme.colorScheme.background).windowInsetsPadding(WindowInsets.safeDrawing)) {
            if (top.isNotEmpty()) {
                Row(Modifier.weight(1f).fillMaxWidth()) {
                    top.forEach { (i, _) -> TableHalf(table, i, actionsFor(i), Modifier.weight(1f).fillMaxHeight().turned(180)) }
                }
            }
            Column(
                Modifier.fillMaxWidth().background(MaterialTheme.colorScheme.surfaceVariant).padding(4.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
            ) {
                Row(Modifier.padding(horizontal = 8.dp), verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                    table.timer?.let { TimerBadge(it, table.paused) }
                    Text(table.status, style = MaterialTheme.typography.bodyMedium, maxLines = 3, overflow = TextOverflow.Ellipsis, modifier = Modifier.weight(1f, fill = false))
                    if (table.paused && table.buttons.resume) Button(onClick = tableActions::resume) { Text(tr("resume"), maxLines = 1) }
                    if (table.buttons.endRound) OutlinedButton(onClick = tableActions::endRound) { Text(tr("end_round"), maxLines = 1, softWrap = false) }
                }
                if (computers.isNotEmpty()) SeatStrip(table, computers, extras.strengths, null)
            }
            if (left.isNotEmpty() || right.isNotEmpty()) {
                // The sides get more room: their boards run along the long edge.
                Row(Modifier.weight(1.5f).fillMaxWidth()) {
                    left.forEach { (i, _) -> TableHalf(table, i, actionsFor(i), Modifier.weight(1f).fillMaxHeight().turned(90)) }
                    right.forEach { (i, _) -> TableHalf(table, i, actionsFor(i), Modifier.weight(1f).fillMaxHeight().turned(270)) }
                }
            }
            if (bottom.isNotEmpty()) {
                Row(Modifier.weight(1f).fillMaxWidth()) {
                    bottom.forEach { (i, _) -> TableHalf(table, i, actionsFor(i), Modifier.weight(1f).fillMaxHeight()) }
                }
            }
        }
    }
}

@Composable
private fun TableHalf(table: TufTableView, seatIndex: Int, actions: BoardActions, modifier: Modifier) {
    val seat = table.players[seatIndex]
    Column(modifier.padding(4.dp).verticalScroll(rememberScrollState())) {
        Row(Modifier.fillMaxWidth().padding(horizontal = 12.dp), verticalAlignment = Alignment.CenterVertically) {
            Text(seat.name, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
            Spacer(Modifier.width(8.dp))
            Text(tr("points_n", seat.total), style = MaterialTheme.typography.bodyMedium)
            Spacer(Modifier.weight(1f))
            table.callOf(seat)?.let { Text(it, fontWeight = FontWeight.Black, color = MaterialTheme.colorScheme.secondary) }
        }
        seat.takeIf { !it.hidden }?.let { TufBoard(it, actions, compact = true) }
    }
}

/**
 * Pass-and-play in a game whose view carries the hand-over [sentence]: while it does, the
 * [HandOverScreen] for [nextPlayer] is all there is to draw, and this answers true.
 */
@Composable
fun handOverFirst(sentence: String?, nextPlayer: String, readyKey: String, onReady: () -> Unit): Boolean {
    if (sentence == null) return false
    HandOverScreen(nextPlayer, sentence, readyKey, onReady)
    return true
}

/** Pass-and-play: hides the last player's cubes until the next player says they are ready. */
@Composable
fun HandOverScreen(nextPlayer: String, detail: String, readyKey: String = "handover_ready", onReady: () -> Unit) {
    Box(Modifier.fillMaxSize().background(MaterialTheme.colorScheme.primary).windowInsetsPadding(WindowInsets.safeDrawing), contentAlignment = Alignment.Center) {
        Column(horizontalAlignment = Alignment.CenterHorizontally, modifier = Modifier.padding(32.dp)) {
            Text(tr("handover_pass_to"), color = MaterialTheme.colorScheme.onPrimary, style = MaterialTheme.typography.titleMedium)
            Text(nextPlayer, color = MaterialTheme.colorScheme.onPrimary, style = MaterialTheme.typography.displayMedium, fontWeight = FontWeight.Bold)
            Spacer(Modifier.height(12.dp))
            Text(detail, color = MaterialTheme.colorScheme.onPrimary, textAlign = TextAlign.Center)
            Spacer(Modifier.height(28.dp))
            Button(onClick = onReady, colors = ButtonDefaults.buttonColors(containerColor = MaterialTheme.colorScheme.onPrimary, contentColor = MaterialTheme.colorScheme.primary)) {
                Text(tr(readyKey, nextPlayer))
            }
        }
    }
}
