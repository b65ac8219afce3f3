package org.tuffest.ui.screens

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import org.tuffest.ui.components.LabelledSwitch
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.SetupView

/** The changes a player makes on the setup screen; the core answers with a new [SetupView]. */
interface SetupActions {
    fun game(code: String)
    fun variant(name: String?)
    fun constantCube(use: Boolean, preset: String?)
    fun playerName(index: Int, name: String)
    fun playerComputer(index: Int, strength: String?)
    fun addPlayer()
    fun removePlayer(index: Int)
    fun schedule(name: String)
    fun rounds(count: Int)
    fun start(tableMode: Boolean)
}

/** TUF setup: game 1–6 and its variant, the constant cube, players and computer strengths, timers. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun TufSetupScreen(setup: SetupView, actions: SetupActions, onBack: () -> Unit) {
    ScreenFrame(title = tr("setup_title"), onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            SectionTitle(tr("setup_game"))
            setup.games.forEach { g ->
                Row(
                    Modifier.fillMaxWidth()
                        .selectable(selected = g.code == setup.selectedGame, role = Role.RadioButton) { actions.game(g.code) }
                        .padding(vertical = 4.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    RadioButton(selected = g.code == setup.selectedGame, onClick = null)
                    Spacer(Modifier.width(8.dp))
                    Column {
                        Text(g.title, style = MaterialTheme.typography.titleSmall)
                        Text(g.summary, style = MaterialTheme.typography.bodySmall)
                    }
                }
            }
            if (setup.variants.isNotEmpty()) {
                SectionTitle(tr("setup_variant"))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    setup.variants.forEach { v ->
                        FilterChip(selected = v == setup.selectedVariant, onClick = { actions.variant(v) }, label = { Text(v) })
                    }
                }
            }
            SectionTitle(tr("setup_constant_cube"))
            LabelledSwitch(tr("setup_use_constant"), setup.useConstantCube, { actions.constantCube(it, setup.constantPreset) })
            if (setup.useConstantCube) {
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    FilterChip(selected = setup.constantPreset == null, onClick = { actions.constantCube(true, null) }, label = { Text(tr("setup_constant_rolled")) })
                    setup.constantFaces.forEach { f ->
                        FilterChip(selected = setup.constantPreset == f, onClick = { actions.constantCube(true, f) }, label = { Text(f) })
                    }
                }
            }
            SectionTitle(tr("setup_players"))
            setup.players.forEachIndexed { i, p ->
                Column(Modifier.padding(vertical = 4.dp)) {
                    SeatEditor(
                        p.name, tr("setup_player_n", i + 1), canRemove = setup.players.size > 1, p.computerStrength, setup.strengths, tr("setup_human"),
                        onName = { actions.playerName(i, it) }, onRemove = { actions.removePlayer(i) }, onKind = { actions.playerComputer(i, it) },
                    )
                }
            }
            if (setup.players.size < setup.maxPlayers) TextButton(onClick = actions::addPlayer) { Text("+ " + tr("setup_add_player")) }
            SectionTitle(tr("setup_timers"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                setup.timerSchedules.forEach { s ->
                    FilterChip(selected = s == setup.selectedSchedule, onClick = { actions.schedule(s) }, label = { Text(tr("schedule_$s")) })
                }
            }
            SectionTitle(tr("setup_rounds"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                setup.roundChoices.forEach { n ->
                    FilterChip(selected = n == setup.rounds, onClick = { actions.rounds(n) }, label = { Text("$n") })
                }
            }
            setup.error?.let {
                Text(it, color = MaterialTheme.colorScheme.error, modifier = Modifier.padding(top = 12.dp))
            }
            Row(Modifier.padding(vertical = 20.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                Button(onClick = { actions.start(tableMode = false) }) { Text(tr("setup_start_pass")) }
                Button(onClick = { actions.start(tableMode = true) }) { Text(tr("setup_start_table")) }
            }
        }
    }
}

/**
 * One seat of a set-up form (a TUF player, a tournament's competitor): its name ([label] above
 * it), a remove button when [canRemove], and whether it is a person ([personLabel]) or a computer
 * player at one of [strengths] ([strength]; null: a person).
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SeatEditor(
    name: String,
    label: String,
    canRemove: Boolean,
    strength: String?,
    strengths: List<String>,
    personLabel: String,
    onName: (String) -> Unit,
    onRemove: () -> Unit,
    onKind: (strength: String?) -> Unit,
) {
    Row(verticalAlignment = Alignment.CenterVertically) {
        OutlinedTextField(value = name, onValueChange = onName, label = { Text(label) }, singleLine = true, modifier = Modifier.weight(1f))
        if (canRemove) TextButton(onClick = onRemove) { Text(tr("remove")) }
    }
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        FilterChip(selected = strength == null, onClick = { onKind(null) }, label = { Text(personLabel) })
        strengths.forEach { s ->
            FilterChip(selected = strength == s, onClick = { onKind(s) }, label = { Text(tr("setup_computer", strengthLabel(s))) })
        }
    }
}
