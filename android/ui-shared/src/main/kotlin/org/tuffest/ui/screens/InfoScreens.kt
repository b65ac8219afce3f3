package org.tuffest.ui.screens

import androidx.compose.ui.semantics.Role
import androidx.compose.foundation.selection.toggleable
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
import androidx.compose.material3.Card
import androidx.compose.material3.FilterChip
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.ListItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.FameTable
import org.tuffest.ui.model.HistoryEntry
import org.tuffest.ui.model.RulesPage
import org.tuffest.ui.model.SettingsView
import org.tuffest.ui.model.StatsSection
import org.tuffest.ui.model.StatsView

/**
 * History of finished matches and each player's statistics per game, from the core's history
 * store; [notice] is the core's sentence when the history file had to be repaired.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun HistoryScreen(sections: List<StatsSection>, entries: List<HistoryEntry>, notice: String?, onBack: () -> Unit) {
    ScreenFrame(title = tr("history"), onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            notice?.let {
                Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                    Text(it, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(12.dp))
                }
            }
            sections.filter { it.stats.isNotEmpty() }.forEach { section ->
            SectionTitle(tr("statistics_of", section.title))
            section.stats.forEach { s ->
                Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                    Column(Modifier.padding(12.dp).semantics(mergeDescendants = true) {}) {
                        Text(s.player, style = MaterialTheme.typography.titleMedium)
                        // Wraps: French labels are long, and fonts scale.
                        FlowRow(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                            Stat(tr("stat_matches"), "${s.matches}")
                            Stat(tr("stat_wins"), "${s.wins}")
                            Stat(tr("stat_best_match"), s.bestMatch)
                            Stat(tr("stat_best_round"), s.bestRound)
                            Stat(tr("stat_average"), s.averageTotal)
                        }
                        if (s.bestEquation.isNotEmpty()) Text(tr("stat_best_equation", s.bestEquation), style = MaterialTheme.typography.bodySmall)
                        if (s.streak > 1) Text(tr("stat_streak", s.streak), style = MaterialTheme.typography.bodySmall)
                    }
                }
            }
            }
            SectionTitle(tr("history_matches"))
            if (entries.isEmpty()) Text(tr("history_empty"))
            entries.forEach { e ->
                ListItem(
                    headlineContent = { Text("${e.game} · ${e.players}") },
                    supportingContent = { Text(e.result) },
                    overlineContent = { Text(e.date) },
                )
                HorizontalDivider()
            }
        }
    }
}

@Composable
private fun Stat(label: String, value: String) {
    Column {
        Text(value, style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold)
        Text(label, style = MaterialTheme.typography.labelSmall)
    }
}

/** The Hall of Fame: the best rounds ever played on this device. */
@Composable
fun HallOfFameScreen(tables: List<FameTable>, onBack: () -> Unit) {
    ScreenFrame(title = tr("hall_of_fame"), onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            if (tables.isEmpty()) Text(tr("history_empty"))
            tables.forEach { t ->
              SectionTitle(listOfNotNull(t.title, t.playersHeading).joinToString(" · "))
              t.entries.forEach { e ->
                Row(Modifier.fillMaxWidth().padding(vertical = 8.dp).semantics(mergeDescendants = true) {}, verticalAlignment = Alignment.CenterVertically) {
                    Text(
                        when (e.rank) { 1 -> "🥇"; 2 -> "🥈"; 3 -> "🥉"; else -> "${e.rank}." },
                        style = MaterialTheme.typography.titleLarge,
                        modifier = Modifier.width(44.dp),
                    )
                    Column(Modifier.weight(1f)) {
                        Text("${e.player} — ${tr("points_n", e.score)}", style = MaterialTheme.typography.titleMedium)
                        if (e.detail.isNotEmpty()) Text(e.detail, style = MaterialTheme.typography.bodyMedium)
                        Text("${e.game} · ${e.date}", style = MaterialTheme.typography.labelSmall)
                    }
                }
                HorizontalDivider()
              }
            }
        }
    }
}

/** A rules page per game; the tabs pick the game. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun RulesScreen(pages: List<RulesPage>, selected: String, onSelect: (String) -> Unit, onBack: () -> Unit) {
    val page = pages.firstOrNull { it.game == selected } ?: pages.firstOrNull()
    ScreenFrame(title = tr("rules"), onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                pages.forEach { p -> FilterChip(selected = p.game == page?.game, onClick = { onSelect(p.game) }, label = { Text(p.tab) }) }
            }
            page?.let {
                SectionTitle(it.title)
                it.paragraphs.forEach { para -> Text(para, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(bottom = 10.dp)) }
            }
        }
    }
}

/** The changes a player makes on the settings screen. */
interface SettingsActions {
    fun sound(on: Boolean)
    fun haptics(on: Boolean)
    fun shapeCues(on: Boolean)
    fun largeCubes(on: Boolean)
    fun darkTheme(on: Boolean?)
    fun defaultSchedule(name: String)
}

/** Settings: sound, haptics, colour-blind shape cues, cube size, theme, default timers. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SettingsScreen(settings: SettingsView, actions: SettingsActions, onBack: () -> Unit) {
    ScreenFrame(title = tr("settings"), onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp)) {
            Toggle(tr("settings_sound"), settings.sound, actions::sound)
            Toggle(tr("settings_haptics"), settings.haptics, actions::haptics)
            Toggle(tr("settings_shape_cues"), settings.shapeCues, actions::shapeCues, tr("settings_shape_cues_detail"))
            Toggle(tr("settings_large_cubes"), settings.largeCubes, actions::largeCubes)
            SectionTitle(tr("settings_theme"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                FilterChip(selected = settings.darkTheme == null, onClick = { actions.darkTheme(null) }, label = { Text(tr("theme_system")) })
                FilterChip(selected = settings.darkTheme == false, onClick = { actions.darkTheme(false) }, label = { Text(tr("theme_light")) })
                FilterChip(selected = settings.darkTheme == true, onClick = { actions.darkTheme(true) }, label = { Text(tr("theme_dark")) })
            }
            SectionTitle(tr("setup_timers"))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                settings.schedules.forEach { s ->
                    FilterChip(selected = s == settings.defaultSchedule, onClick = { actions.defaultSchedule(s) }, label = { Text(tr("schedule_$s")) })
                }
            }
            Text(tr("settings_language_note"), style = MaterialTheme.typography.bodySmall, modifier = Modifier.padding(vertical = 16.dp))
        }
    }
}

@Composable
private fun Toggle(label: String, value: Boolean, onChange: (Boolean) -> Unit, detail: String? = null) {
    // The whole item toggles, so a screen reader reads the label with the switch.
    ListItem(
        headlineContent = { Text(label) },
        supportingContent = detail?.let { { Text(it) } },
        trailingContent = { Switch(checked = value, onCheckedChange = null) },
        modifier = Modifier.toggleable(value = value, role = Role.Switch, onValueChange = onChange),
    )
}
