package org.tuffest.ui.screens

import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.MatchSheet
import org.tuffest.ui.model.RoundSheet

/** The round's score sheet: every player's equation, its cubes, and the points the core gave. */
@Composable
fun RoundSheetScreen(sheet: RoundSheet, onNext: () -> Unit, onMatchSheet: () -> Unit) {
    ScreenFrame(title = tr("round_sheet_title", sheet.round), onBack = null) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            sheet.rows.forEach { r ->
                Card(Modifier.fillMaxWidth().padding(vertical = 5.dp)) {
                    Column(Modifier.padding(12.dp).semantics(mergeDescendants = true) {}) {
                        Row(verticalAlignment = Alignment.CenterVertically) {
                            Text(r.player, style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f))
                            if (r.finalDeclarer) Text(tr("final_declarer") + "  ", color = MaterialTheme.colorScheme.secondary, fontWeight = FontWeight.Bold)
                            Text(tr("points_n", r.points), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
                        }
                        Text(r.equation.ifEmpty { "—" }, style = MaterialTheme.typography.bodyLarge)
                        Text(
                            (if (r.valid) "✓ " + tr("cubes_n", r.cubes) else "✗ " + tr("incorrect")) + (r.note?.let { " · $it" } ?: ""),
                            color = if (r.valid) MaterialTheme.colorScheme.tertiary else MaterialTheme.colorScheme.error,
                            style = MaterialTheme.typography.bodyMedium,
                        )
                    }
                }
            }
            Row(Modifier.padding(top = 16.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                Button(onClick = onMatchSheet) { Text(tr("match_sheet")) }
                Button(onClick = onNext) { Text(tr("next_round")) }
            }
        }
    }
}

/** The match's score sheet: points by round and player, with totals and the winner. */
@Composable
fun MatchSheetScreen(sheet: MatchSheet, onDone: () -> Unit) {
    ScreenFrame(title = tr("match_sheet"), onBack = onDone) {
        Column(Modifier.padding(16.dp).horizontalScroll(rememberScrollState())) {
            Row {
                Cell(tr("round"), header = true)
                sheet.players.forEach { Cell(it, header = true) }
            }
            HorizontalDivider(Modifier.width((90 * (sheet.players.size + 1)).dp))
            sheet.rounds.forEachIndexed { r, pts ->
                Row {
                    Cell("${r + 1}")
                    pts.forEach { Cell("$it") }
                }
            }
            HorizontalDivider(Modifier.width((90 * (sheet.players.size + 1)).dp))
            Row {
                Cell(tr("total"), header = true)
                sheet.totals.forEach { Cell("$it", header = true) }
            }
            sheet.winner?.let {
                SectionTitle(tr("winner_is", it))
            }
        }
    }
}

@Composable
private fun Cell(text: String, header: Boolean = false) {
    Text(
        text,
        modifier = Modifier.width(90.dp).padding(vertical = 6.dp),
        textAlign = TextAlign.Center,
        fontWeight = if (header) FontWeight.Bold else FontWeight.Normal,
    )
}
