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
import app.tuffest.core.GameHistory
import app.tuffest.core.HistoryPages
import org.tuffest.ui.i18n.tr
import app.tuffest.core.RulesPage
import org.tuffest.ui.model.SettingsView

/**
 * History of finished matches and each player's statistics per game: the core's [HistoryPages]
 * as they are (null: the file could not be read); [message] shows when the core has no repair
 * notice; [date] formats a match's start as the platform writes dates.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun HistoryScreen(pages: HistoryPages?, message: String?, date: (Long) -> String, onBack: () -> Unit) {
    ScreenFrame(title = tr("history"), onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            (pages?.notice ?: message)?.let {
                Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                    Text(it, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(12.dp))
                }
            }
            pages?.games.orEmpty().filter { it.stats.isNotEmpty() }.forEach { game ->
            SectionTitle(tr("statistics_of", game.title))
            game.stats.forEach { s ->
                Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                    Column(Modifier.padding(12.dp).semantics(mergeDescendants = true) {}) {
                        Text(s.player, style = MaterialTheme.typography.titleMedium)
                        // Wraps: French labels are long, and fonts scale.
                        FlowRow(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                            Stat(tr("stat_matches"), "${s.played}")
                            Stat(tr("stat_wins"), "${s.wins}")
                            Stat(tr("stat_best_match"), s.bestMatch)
                            Stat(tr("stat_best_round"), s.bestRound)
                            Stat(tr("stat_average"), s.averageTotal)
                        }
                        if (s.bestEquation.isNotEmpty()) Text(tr("stat_best_equation", s.bestEquation), style = MaterialTheme.typography.bodySmall)
                        if (s.longestStreak > 1u) Text(tr("stat_streak", s.longestStreak.toInt()), style = MaterialTheme.typography.bodySmall)
                    }
                }
            }
            }
            SectionTitle(tr("history_matches"))
            val recent = pages?.recent.orEmpty()
            if (recent.isEmpty()) Text(tr("history_empty"))
            recent.forEach { m ->
                ListItem(
                    headlineContent = { Text("${m.game} · ${m.players}") },
                    supportingContent = { Text(m.result) },
                    overlineContent = { Text(date(m.startedAtMs)) },
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

/**
 * The Hall of Fame: the best match totals played on this device, one table per game and number
 * of players (the core's [GameHistory.fame]); [date] formats a match's start.
 */
@Composable
fun HallOfFameScreen(games: List<GameHistory>, date: (Long) -> String, onBack: () -> Unit) {
    ScreenFrame(title = tr("hall_of_fame"), onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            if (games.all { it.fame.isEmpty() }) Text(tr("history_empty"))
            games.forEach { game -> game.fame.forEach { t ->
              SectionTitle("${game.title} · ${t.heading}")
              t.entries.forEach { e ->
                Row(Modifier.fillMaxWidth().padding(vertical = 8.dp).semantics(mergeDescendants = true) {}, verticalAlignment = Alignment.CenterVertically) {
                    Text(
                        when (e.rank) { 1u -> "🥇"; 2u -> "🥈"; 3u -> "🥉"; else -> "${e.rank}." },
                        style = MaterialTheme.typography.titleLarge,
                        modifier = Modifier.width(44.dp),
                    )
                    Column(Modifier.weight(1f)) {
                        Text("${e.player} — ${tr("points_n", e.total.toInt())}", style = MaterialTheme.typography.titleMedium)
                        Text("${e.variant} · ${date(e.startedAtMs)}", style = MaterialTheme.typography.labelSmall)
                    }
                }
                HorizontalDivider()
              }
            } }
        }
    }
}

/** The core's rules book ([RulesPage]s), one page shown; the tabs pick the page. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun RulesScreen(pages: List<RulesPage>, selected: String, onSelect: (String) -> Unit, onBack: () -> Unit) {
    val shown = pages.firstOrNull { it.id == selected } ?: pages.firstOrNull()
    ScreenFrame(title = tr("rules"), onBack = onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp)) {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                pages.forEach { p -> FilterChip(selected = p.id == shown?.id, onClick = { onSelect(p.id) }, label = { Text(p.tab) }) }
            }
            shown?.page?.let {
                SectionTitle(it.title)
                Text(it.summary, style = MaterialTheme.typography.titleSmall, modifier = Modifier.padding(bottom = 10.dp))
                it.rules.forEach { para -> Text(para, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(bottom = 10.dp)) }
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
