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
import app.tuffest.core.TufMatchSheetView
import app.tuffest.core.TufParView
import app.tuffest.core.TufRoundSheetView

/** The round's score sheet: every player's equation and the points the core gave, with why. */
@Composable
fun RoundSheetScreen(
    sheet: TufRoundSheetView,
    match: TufMatchSheetView?,
    canNext: Boolean,
    onNext: () -> Unit,
    par: TufParView? = null,
) {
    ScreenFrame(title = tr("round_sheet_title", sheet.round.toInt()), onBack = null) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            RoundRows(sheet)
            Par(par)
            match?.let {
                SectionTitle(tr("match_sheet"))
                MatchTable(it)
            }
            if (canNext) {
                Button(onClick = onNext, modifier = Modifier.padding(top = 16.dp)) { Text(tr("next_round")) }
            }
        }
    }
}

@Composable
private fun RoundRows(sheet: TufRoundSheetView) {
    sheet.rows.forEach { r ->
        Card(Modifier.fillMaxWidth().padding(vertical = 5.dp)) {
            Column(Modifier.padding(12.dp).semantics(mergeDescendants = true) {}) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text(r.name, style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f))
                    Text(tr("points_n", r.points), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
                }
                // The equation judged, in normal notation (else as written).
                Text(r.normal.ifEmpty { r.text }.ifEmpty { "—" }, style = MaterialTheme.typography.bodyLarge)
                val detail = listOfNotNull(
                    if (r.valid) "✓" else "✗ " + (r.reason ?: tr("incorrect")),
                    r.note.ifEmpty { null },
                    if (r.challengePoints != 0) tr("challenge_points", r.challengePoints) else null,
                ).joinToString(" · ")
                Text(
                    detail,
                    color = if (r.valid) MaterialTheme.colorScheme.tertiary else MaterialTheme.colorScheme.error,
                    style = MaterialTheme.typography.bodyMedium,
                )
            }
        }
    }
}

/** The match's score sheet: points by round and player, with totals and the winner. */
@Composable
fun MatchSheetScreen(
    sheet: TufMatchSheetView,
    lastRound: TufRoundSheetView?,
    onDone: () -> Unit,
    /** The core's status line: who won, a tie, or a solitaire's result. */
    headline: String = "",
    par: TufParView? = null,
) {
    ScreenFrame(title = tr("match_sheet"), onBack = onDone) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            if (sheet.over && headline.isNotEmpty()) SectionTitle(headline)
            MatchTable(sheet)
            lastRound?.let {
                SectionTitle(tr("round_sheet_title", it.round.toInt()))
                RoundRows(it)
                Par(par)
            }
        }
    }
}

/** Solitaire: the solver's best for the roll (the core's par: its value and one equation worth it), after the round. */
@Composable
private fun Par(par: TufParView?) {
    par ?: return
    Card(Modifier.fillMaxWidth().padding(vertical = 5.dp)) {
        Column(Modifier.padding(12.dp).semantics(mergeDescendants = true) {}) {
            Text(tr("solitaire_par", par.value), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
            if (par.normal.isNotEmpty()) Text(par.normal, style = MaterialTheme.typography.bodyLarge)
        }
    }
}

@Composable
private fun MatchTable(sheet: TufMatchSheetView) {
    Column(Modifier.horizontalScroll(rememberScrollState())) {
        Row {
            Cell(tr("round"), header = true)
            sheet.names.forEach { Cell(it, header = true) }
        }
        HorizontalDivider(Modifier.width((90 * (sheet.names.size + 1)).dp))
        sheet.rounds.forEachIndexed { r, pts ->
            Row {
                Cell("${r + 1}")
                pts.forEach { Cell("$it") }
            }
        }
        HorizontalDivider(Modifier.width((90 * (sheet.names.size + 1)).dp))
        Row {
            Cell(tr("total"), header = true)
            sheet.totals.forEach { Cell("$it", header = true) }
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
