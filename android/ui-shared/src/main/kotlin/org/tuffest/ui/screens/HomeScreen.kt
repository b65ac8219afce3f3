package org.tuffest.ui.screens

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ElevatedCard
import androidx.compose.material3.ListItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.GameOption
import org.tuffest.ui.model.SavedGameView
import org.tuffest.ui.theme.LocalWindowSizeClass
import org.tuffest.ui.theme.isExpanded
import org.tuffest.ui.theme.readableWidth

/** Where the home screen leads. */
enum class HomeDestination { TufSetup, Horseshoes, Boxes, Chips, Mathable, Pytagora, Crossword, UpAndDown, Tables, Tournament, History, HallOfFame, Rules, Settings }

/** Home: the games, saved games to continue, and the other places of the app. */
@Composable
fun HomeScreen(
    games: List<GameOption>,
    saved: List<SavedGameView>,
    onOpen: (HomeDestination) -> Unit,
    onGame: (String) -> Unit,
    onContinue: (SavedGameView) -> Unit,
    /** The core's sentence about something that went wrong (a damaged save, a refused round). */
    notice: String? = null,
    onDismissNotice: () -> Unit = {},
    /** The kit's games below TUF and Math Horseshoes, with the core's titles and summaries. */
    moreGames: List<Pair<HomeDestination, GameOption>> = emptyList(),
) {
    ScreenFrame(title = tr("app_name"), onBack = null, actions = {
        TextButton(onClick = { onOpen(HomeDestination.Settings) }) { Text(tr("settings")) }
    }) {
        val intro: @Composable () -> Unit = {
            notice?.let {
                Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                    Column(Modifier.padding(12.dp)) {
                        Text(it, style = MaterialTheme.typography.bodyMedium)
                        TextButton(onClick = onDismissNotice) { Text(tr("ok")) }
                    }
                }
            }
            Text(tr("home_tagline"), style = MaterialTheme.typography.bodyLarge)
            if (saved.isNotEmpty()) {
                SectionTitle(tr("home_continue"))
                saved.forEach { s ->
                    Card(
                        onClick = { onContinue(s) },
                        modifier = Modifier.fillMaxWidth().padding(vertical = 4.dp).semantics { role = Role.Button },
                    ) {
                        Column(Modifier.padding(14.dp)) {
                            Text(s.summary.title, style = MaterialTheme.typography.titleMedium)
                            Text(s.summary.detail, style = MaterialTheme.typography.bodyMedium)
                        }
                    }
                }
            }
            SectionTitle(tr("home_games"))
            GameCard(tr("game_tuf"), tr("game_tuf_summary")) { onOpen(HomeDestination.TufSetup) }
            // The TUF games of the rulebook, with the core's titles and summaries.
            games.forEach { g ->
                ListItem(
                    headlineContent = { Text(g.title, style = MaterialTheme.typography.titleSmall) },
                    supportingContent = { Text(g.summary, style = MaterialTheme.typography.bodySmall) },
                    modifier = Modifier.clickable(role = Role.Button) { onGame(g.code) },
                )
            }
        }
        val others: @Composable () -> Unit = {
            GameCard(tr("game_horseshoes"), tr("game_horseshoes_summary")) { onOpen(HomeDestination.Horseshoes) }
            moreGames.forEach { (destination, game) -> GameCard(game.title, game.summary) { onOpen(destination) } }
            SectionTitle(tr("home_more"))
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                TextButton(onClick = { onOpen(HomeDestination.History) }) { Text(tr("history")) }
                TextButton(onClick = { onOpen(HomeDestination.HallOfFame) }) { Text(tr("hall_of_fame")) }
                TextButton(onClick = { onOpen(HomeDestination.Rules) }) { Text(tr("rules")) }
            }
        }
        if (LocalWindowSizeClass.current.isExpanded) {
            // An expanded window: saved games and TUF in one pane, the other games beside them.
            Row(Modifier.fillMaxSize().padding(horizontal = 16.dp), horizontalArrangement = Arrangement.spacedBy(24.dp)) {
                Column(Modifier.weight(1f).verticalScroll(rememberScrollState()).padding(vertical = 16.dp)) { intro() }
                Column(Modifier.weight(1f).verticalScroll(rememberScrollState()).padding(vertical = 16.dp)) { others() }
            }
        } else {
            // Compact and medium: one column, no wider than reads well.
            Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
                Column(Modifier.readableWidth().padding(16.dp)) { intro(); others() }
            }
        }
    }
}

@Composable
private fun GameCard(title: String, summary: String, onClick: () -> Unit) {
    ElevatedCard(
        onClick = onClick,
        modifier = Modifier.fillMaxWidth().padding(vertical = 6.dp),
        colors = CardDefaults.elevatedCardColors(containerColor = MaterialTheme.colorScheme.primaryContainer),
    ) {
        Column(Modifier.padding(18.dp)) {
            Text(title, style = MaterialTheme.typography.headlineSmall, fontWeight = FontWeight.Bold)
            Text(summary, style = MaterialTheme.typography.bodyMedium)
        }
    }
}
