package org.tuffest.ui.screens

import androidx.compose.foundation.background
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
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
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.TimerBadge
import org.tuffest.ui.components.TufBoard
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.BoardActions
import org.tuffest.ui.model.PlayerKind
import org.tuffest.ui.model.SeatView
import org.tuffest.ui.model.TableView

/** The strip of players: names, scores, and what each has called this round. */
@Composable
fun SeatStrip(seats: List<SeatView>, active: Int?, modifier: Modifier = Modifier) {
    Row(modifier.horizontalScroll(rememberScrollState()).padding(horizontal = 12.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        seats.forEachIndexed { i, s ->
            val who = when (val k = s.kind) {
                PlayerKind.Human -> s.name
                is PlayerKind.Computer -> "${s.name} · ${tr("computer_short", k.strength)}"
            }
            Surface(
                shape = RoundedCornerShape(10.dp),
                color = if (i == active) MaterialTheme.colorScheme.primaryContainer else MaterialTheme.colorScheme.surfaceVariant,
            ) {
                Column(Modifier.padding(horizontal = 10.dp, vertical = 6.dp).semantics(mergeDescendants = true) {}) {
                    Text(who, style = MaterialTheme.typography.labelLarge)
                    Row {
                        Text(tr("points_n", s.score), style = MaterialTheme.typography.bodySmall)
                        s.call?.let {
                            Spacer(Modifier.width(6.dp))
                            Text(it, style = MaterialTheme.typography.bodySmall, fontWeight = FontWeight.Black, color = MaterialTheme.colorScheme.secondary)
                        }
                    }
                }
            }
        }
    }
}

/** The TUF table on one device for one player at a time (solitaire, pass-and-play, vs computer). */
@Composable
fun TufTableScreen(
    table: TableView,
    actions: BoardActions,
    onHint: () -> Unit,
    onBack: () -> Unit,
    onRules: () -> Unit,
) {
    val seat = table.activeSeat?.let { table.seats.getOrNull(it) }
    ScreenFrame(
        title = "${table.gameTitle} · ${tr("round_n_of_m", table.round, table.rounds)}",
        onBack = onBack,
        actions = { table.timer?.let { TimerBadge(it, Modifier.padding(end = 12.dp)) } },
    ) {
        Column(Modifier.verticalScroll(rememberScrollState())) {
            SeatStrip(table.seats, table.activeSeat)
            Text(
                table.status,
                style = MaterialTheme.typography.bodyLarge,
                modifier = Modifier.fillMaxWidth().padding(12.dp).semantics { liveRegion = LiveRegionMode.Polite },
            )
            if (table.par != null || table.hintAvailable) {
                Row(Modifier.padding(horizontal = 12.dp), verticalAlignment = Alignment.CenterVertically) {
                    table.par?.let { Text(tr("solitaire_par", it), style = MaterialTheme.typography.titleSmall) }
                    Spacer(Modifier.weight(1f))
                    if (table.hintAvailable) AssistChip(onClick = onHint, label = { Text(tr("hint")) })
                }
                table.hint?.let {
                    Surface(color = MaterialTheme.colorScheme.tertiaryContainer, shape = RoundedCornerShape(8.dp), modifier = Modifier.padding(12.dp)) {
                        Text("💡 $it", modifier = Modifier.padding(10.dp))
                    }
                }
            }
            HorizontalDivider()
            seat?.board?.let { TufBoard(it, actions, Modifier.padding(top = 8.dp)) }
            Spacer(Modifier.height(24.dp))
        }
    }
}

/**
 * Table mode: everyone plays at once on one device. A phone is split into two halves face to
 * face (the far half turned round); a tablet into up to four quarters, the far row turned round.
 */
@Composable
fun TableModeScreen(table: TableView, actionsFor: (Int) -> BoardActions) {
    val seats = table.seats
    BoxWithConstraints(Modifier.fillMaxSize().background(MaterialTheme.colorScheme.background)) {
        val tablet = maxWidth >= 600.dp
        val perRow = if (tablet && seats.size > 2) 2 else 1
        val far = seats.indices.take(if (perRow == 1) seats.size / 2 else (seats.size + 1) / 2)
        val near = seats.indices.drop(far.size)
        Column(Modifier.fillMaxSize()) {
            Row(Modifier.weight(1f).fillMaxWidth().rotate(180f)) {
                far.forEach { i -> TableHalf(table, i, actionsFor(i), Modifier.weight(1f).fillMaxHeight()) }
            }
            Box(Modifier.fillMaxWidth().background(MaterialTheme.colorScheme.surfaceVariant).padding(4.dp), contentAlignment = Alignment.Center) {
                table.timer?.let { TimerBadge(it) } ?: Text(table.status)
            }
            Row(Modifier.weight(1f).fillMaxWidth()) {
                near.forEach { i -> TableHalf(table, i, actionsFor(i), Modifier.weight(1f).fillMaxHeight()) }
            }
        }
    }
}

@Composable
private fun TableHalf(table: TableView, seatIndex: Int, actions: BoardActions, modifier: Modifier) {
    val seat = table.seats[seatIndex]
    Column(modifier.padding(4.dp).verticalScroll(rememberScrollState())) {
        Row(Modifier.fillMaxWidth().padding(horizontal = 12.dp), verticalAlignment = Alignment.CenterVertically) {
            Text(seat.name, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
            Spacer(Modifier.width(8.dp))
            Text(tr("points_n", seat.score), style = MaterialTheme.typography.bodyMedium)
            Spacer(Modifier.weight(1f))
            seat.call?.let { Text(it, fontWeight = FontWeight.Black, color = MaterialTheme.colorScheme.secondary) }
        }
        seat.board?.let { TufBoard(it, actions, compact = true) }
    }
}

/** Pass-and-play: hides the last player's cubes until the next player says they are ready. */
@Composable
fun HandOverScreen(nextPlayer: String, detail: String, onReady: () -> Unit) {
    Box(Modifier.fillMaxSize().background(MaterialTheme.colorScheme.primary), contentAlignment = Alignment.Center) {
        Column(horizontalAlignment = Alignment.CenterHorizontally, modifier = Modifier.padding(32.dp)) {
            Text(tr("handover_pass_to"), color = MaterialTheme.colorScheme.onPrimary, style = MaterialTheme.typography.titleMedium)
            Text(nextPlayer, color = MaterialTheme.colorScheme.onPrimary, style = MaterialTheme.typography.displayMedium, fontWeight = FontWeight.Bold)
            Spacer(Modifier.height(12.dp))
            Text(detail, color = MaterialTheme.colorScheme.onPrimary, textAlign = TextAlign.Center)
            Spacer(Modifier.height(28.dp))
            Button(onClick = onReady, colors = androidx.compose.material3.ButtonDefaults.buttonColors(containerColor = MaterialTheme.colorScheme.onPrimary, contentColor = MaterialTheme.colorScheme.primary)) {
                Text(tr("handover_ready", nextPlayer))
            }
        }
    }
}
