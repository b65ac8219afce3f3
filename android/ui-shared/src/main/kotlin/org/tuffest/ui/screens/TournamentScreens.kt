package org.tuffest.ui.screens

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.ElevatedCard
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.tuffest.core.GameId
import app.tuffest.core.MainGames
import app.tuffest.core.PairingSystem
import app.tuffest.core.SeatKind
import app.tuffest.core.TournamentGameView
import app.tuffest.core.TournamentStage
import app.tuffest.core.TournamentView
import org.tuffest.ui.components.LabelledSwitch
import org.tuffest.ui.components.GameFrame
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.components.StatusLine
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.theme.LocalWindowSizeClass
import org.tuffest.ui.theme.isExpanded
import org.tuffest.ui.model.BoxesActions
import org.tuffest.ui.model.ChipsActions
import org.tuffest.ui.model.HorseshoesActions
import app.tuffest.core.HorseshoesView
import org.tuffest.ui.model.TournamentActions
import org.tuffest.ui.model.TournamentSetupActions
import org.tuffest.ui.model.TournamentSetupView

/**
 * The organiser's screen: competitors (people and computer players at a strength), the games and
 * pairing system, every round's set-up (the core's words; a new one at another size, or a share
 * code), the options, the final's puzzle, and the whole tournament's share code.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun TournamentSetupScreen(title: String, setup: TournamentSetupView, actions: TournamentSetupActions, onStart: () -> Unit, onBack: () -> Unit) {
    ScreenFrame(title = title, onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            SectionTitle(tr("tournament_competitors"))
            setup.competitors.forEachIndexed { i, seat ->
                val strength = (seat.kind as? SeatKind.Computer)?.strength?.name?.lowercase()
                Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                    Column(Modifier.padding(10.dp)) {
                        SeatEditor(
                            seat.name, tr("tournament_competitor_n", i + 1), canRemove = setup.competitors.size > 2, strength, setup.strengths, tr("tournament_person"),
                            onName = { actions.competitorName(i, it) }, onRemove = { actions.removeCompetitor(i) }, onKind = { actions.competitorKind(i, it) },
                        )
                    }
                }
            }
            if (setup.competitors.size < 8) OutlinedButton(onClick = actions::addCompetitor) { Text(tr("tournament_add")) }
            SectionTitle(tr("tournament_games"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                listOf(MainGames.BOXES to "tournament_games_boxes", MainGames.CHIPS to "tournament_games_chips", MainGames.BOTH to "tournament_games_both").forEach { (g, key) ->
                    FilterChip(selected = setup.games == g, onClick = { actions.games(g) }, label = { Text(tr(key)) })
                }
            }
            SectionTitle(tr("tournament_system"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                FilterChip(selected = setup.system == PairingSystem.ROUND_ROBIN, onClick = { actions.system(PairingSystem.ROUND_ROBIN) }, label = { Text(tr("tournament_round_robin")) })
                FilterChip(selected = setup.system == PairingSystem.SWISS, onClick = { actions.system(PairingSystem.SWISS) }, label = { Text(tr("tournament_swiss")) })
            }
            setup.plan?.let { plan ->
                SectionTitle(tr("tournament_rounds"))
                plan.rounds.forEachIndexed { i, round ->
                    Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                        Column(Modifier.padding(10.dp)) {
                            Text(tr("tournament_round_n", i + 1), fontWeight = FontWeight.Bold)
                            if (round.summary.isNotEmpty()) Text(round.summary, style = MaterialTheme.typography.bodyMedium)
                            val sizes = if (round.game == GameId.BOXES) setup.boxesSizes else setup.chipsSizes
                            val sizeKey = if (round.game == GameId.BOXES) "boxes_dots" else "chips_squares"
                            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                                sizes.forEach { n ->
                                    FilterChip(selected = n.toUInt() == round.size && round.summary.isNotEmpty(), onClick = { actions.roundSize(i, n) }, label = { Text(tr(sizeKey, n)) })
                                }
                            }
                            CodeField(round.code, tr("tournament_round_code")) { actions.roundCode(i, it) }
                        }
                    }
                }
                SectionTitle(tr("tournament_options"))
                LabelledSwitch(tr("tournament_both_ways"), plan.bothWays, actions::bothWays)
                LabelledSwitch(tr("tournament_watch"), setup.watch, actions::watch)
                Text(tr("tournament_qualifiers"), modifier = Modifier.padding(top = 8.dp))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    (1..setup.competitors.size).forEach { n ->
                        FilterChip(selected = plan.qualifiers == n.toUInt(), onClick = { actions.qualifiers(n) }, label = { Text("$n") })
                    }
                }
                SectionTitle(tr("tournament_final"))
                CodeField(plan.finalCode, tr("tournament_final_code"), actions::finalCode)
                OutlinedButton(onClick = actions::newFinal) { Text(tr("tournament_new_final")) }
                SectionTitle(tr("tournament_code_title"))
                Text(plan.code, style = MaterialTheme.typography.bodySmall)
            }
            CodeField("", tr("tournament_load_code"), onDone = actions::loadCode)
            setup.error?.let {
                Text(it, color = MaterialTheme.colorScheme.error, modifier = Modifier.padding(top = 12.dp).semantics { liveRegion = LiveRegionMode.Polite })
            }
            Button(onClick = onStart, enabled = setup.plan != null, modifier = Modifier.padding(vertical = 20.dp)) { Text(tr("tournament_start")) }
        }
    }
}

/** A share code typed in full before the core reads it (on the button, not on every letter). */
@Composable
private fun CodeField(code: String, label: String, onDone: (String) -> Unit) {
    var text by remember(code) { mutableStateOf(code) }
    Row(verticalAlignment = Alignment.CenterVertically) {
        OutlinedTextField(value = text, onValueChange = { text = it }, label = { Text(label) }, singleLine = true, modifier = Modifier.weight(1f))
        TextButton(onClick = { onDone(text) }, enabled = text.isNotBlank() && text != code) { Text(tr("ok")) }
    }
}

/**
 * The tournament on one device: where it stands, the chooser's question, the game in play (the
 * same boards as alone), the pairing board, the standings and every result with its distance from
 * perfect play, and at the end the final's scaled arithmetic and the podium. The final itself is
 * the Math Horseshoes screen, drawing the core's [finalView] ([finalLastTenSeconds]: the core
 * reported the turn's last ten seconds). On a tablet the game and the boards stand side by side.
 */
@Composable
fun TournamentScreen(
    title: String,
    view: TournamentView,
    finalView: HorseshoesView?,
    actions: TournamentActions,
    boxes: BoxesActions,
    chips: ChipsActions,
    final: HorseshoesActions,
    refusal: String?,
    onBack: () -> Unit,
    onRules: () -> Unit,
    onShare: (() -> Unit)? = null,
    finalLastTenSeconds: Boolean = false,
) {
    if (view.stage == TournamentStage.FINAL && finalView != null) {
        HorseshoesScreen(finalView, finalLastTenSeconds, final, refusal, onBack = onBack, onRules = onRules)
        return
    }
    GameFrame(title, onBack, onRules) {
        // An expanded window (a tablet) shows the game beside the boards; a phone one above the other.
        if (LocalWindowSizeClass.current.isExpanded) {
            Row(Modifier.padding(16.dp), horizontalArrangement = Arrangement.spacedBy(24.dp)) {
                Column(Modifier.weight(1.2f).verticalScroll(rememberScrollState())) {
                    InPlay(view, actions, boxes, chips, refusal, onShare)
                }
                Column(Modifier.weight(1f).verticalScroll(rememberScrollState())) { Boards(view) }
            }
        } else {
            Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
                InPlay(view, actions, boxes, chips, refusal, onShare)
                Boards(view)
            }
        }
    }
}

/** The status, the chooser's question, the game in play or the podium. */
@Composable
private fun InPlay(view: TournamentView, actions: TournamentActions, boxes: BoxesActions, chips: ChipsActions, refusal: String?, onShare: (() -> Unit)?) {
    Text(tr("tournament_round_of", view.round.toInt(), view.rounds.toInt()), style = MaterialTheme.typography.labelLarge)
    StatusLine(view.status, Modifier.padding(vertical = 8.dp), style = MaterialTheme.typography.titleMedium)
    view.chooser?.let { seat ->
        ElevatedCard(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
            Column(Modifier.padding(14.dp)) {
                Text(tr("tournament_chooses", view.names.getOrElse(seat.toInt()) { "" }), style = MaterialTheme.typography.titleSmall)
                Row(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.padding(top = 8.dp)) {
                    Button(onClick = { actions.choose(true) }) { Text(tr("tournament_first")) }
                    FilledTonalButton(onClick = { actions.choose(false) }) { Text(tr("tournament_second")) }
                }
            }
        }
    }
    when (val g = view.game) {
        is TournamentGameView.Boxes -> {
            Row(horizontalArrangement = Arrangement.spacedBy(24.dp)) {
                g.v1.names.forEachIndexed { i, name ->
                    Text(
                        "${if (i == 0) "●" else "▲"} $name  ${g.v1.scores.getOrNull(i) ?: 0u}",
                        fontWeight = if (g.v1.turn == i.toUInt()) FontWeight.Bold else FontWeight.Normal,
                    )
                }
            }
            Text(g.v1.status, modifier = Modifier.padding(vertical = 4.dp))
            BoxesBoard(g.v1, boxes)
        }
        is TournamentGameView.Chips -> {
            Text("${g.v1.yellow} – ${g.v1.red}", style = MaterialTheme.typography.titleMedium)
            Text(g.v1.status, modifier = Modifier.padding(vertical = 4.dp))
            ChipsBoard(g.v1, chips)
        }
        else -> {}
    }
    if (view.canPlayOut) OutlinedButton(onClick = actions::playOut, modifier = Modifier.padding(top = 8.dp)) { Text(tr("tournament_play_out")) }
    refusal?.let { Text(it, color = MaterialTheme.colorScheme.error, modifier = Modifier.padding(top = 8.dp)) }
    if (view.stage == TournamentStage.OVER) {
        SectionTitle(tr("tournament_podium"))
        view.finalRows.forEach { row ->
            Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                Column(Modifier.padding(12.dp).semantics(mergeDescendants = true) {}) {
                    Text("${row.place}. ${row.name}", style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
                    if (row.answer.isNotEmpty()) Text(row.answer)
                    Text(row.arithmetic, style = MaterialTheme.typography.bodyMedium)
                }
            }
        }
        onShare?.let { Button(onClick = it, modifier = Modifier.padding(top = 8.dp)) { Text(tr("tournament_share")) } }
    }
}

/** The pairing board, the standings and every result. */
@Composable
private fun Boards(view: TournamentView) {
    SectionTitle(tr("tournament_pairings", view.round.toInt()))
    view.pairings.forEach { p ->
        Row(Modifier.fillMaxWidth().padding(vertical = 2.dp)) {
            Text(p.chooser + (p.other?.let { " – $it" } ?: ""), Modifier.weight(1f), fontWeight = FontWeight.Medium)
            Text(p.state, style = MaterialTheme.typography.bodyMedium)
        }
    }
    SectionTitle(tr("tournament_standings"))
    view.standings.forEach { s ->
        Row(Modifier.fillMaxWidth().padding(vertical = 2.dp).semantics(mergeDescendants = true) {}) {
            Text("${s.place}.", Modifier.width(32.dp))
            Column(Modifier.weight(1f)) {
                Text(s.name, fontWeight = FontWeight.Medium)
                if (s.tieBreaks.isNotEmpty()) Text(s.tieBreaks, style = MaterialTheme.typography.bodySmall)
            }
            Text("${s.score}", fontWeight = FontWeight.Bold)
        }
    }
    if (view.results.isNotEmpty()) {
        SectionTitle(tr("tournament_results"))
        view.results.forEach { r ->
            Column(Modifier.padding(vertical = 2.dp).semantics(mergeDescendants = true) {}) {
                Text(tr("tournament_round_n", r.round.toInt()) + " · " + r.text)
                r.fromPerfect?.let { Text(tr("tournament_from_perfect", it), style = MaterialTheme.typography.bodySmall) }
            }
        }
    }
    Text(tr("boxes_code", view.code), style = MaterialTheme.typography.bodySmall, modifier = Modifier.padding(top = 12.dp))
}
