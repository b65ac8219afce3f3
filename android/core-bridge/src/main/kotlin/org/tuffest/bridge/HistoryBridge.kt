package org.tuffest.bridge

import app.tuffest.ffi.HistoryStore
import app.tuffest.ffi.TuffestException
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.formatDecimal
import app.tuffest.core.historyPlayersHeading
import app.tuffest.core.historyVariant
import app.tuffest.core.historyGameTitle
import org.tuffest.ui.model.FameEntry
import org.tuffest.ui.model.FameTable
import org.tuffest.ui.model.HistoryEntry
import org.tuffest.ui.model.StatsSection
import org.tuffest.ui.model.StatsView

/**
 * The history screens' records, read from the core's SQLite [HistoryStore] (a file in the app's
 * private storage). Dates are formatted by the platform ([date]); every figure and sentence is
 * the core's, in [language].
 */
class HistoryBridge(
    private val store: HistoryStore,
    private val language: TuffestLanguage,
    private val date: (Long) -> String,
) {
    /** The games the history keeps, by the code the core records, with their titles. */
    val games: List<Pair<String, String>> get() =
        listOf("tuf", "horseshoes", "boxes", "chips", "tournament", "mathable", "pytagora", "crossword", "updown", "tables").map { it to historyGameTitle(it, language) }

    private fun title(game: String): String = games.firstOrNull { it.first == game }?.second ?: game

    /** The core's notice when the history file had to be repaired on opening, else null. */
    fun notice(): String? = store.recoveryNotice(language)

    /** The statistics screen: one section per game. */
    fun sections(): List<StatsSection> = games.map { (code, title) -> StatsSection(title, stats(code)) }

    /** Statistics of every player of [game] (`tuf`, `horseshoes`). */
    fun stats(game: String): List<StatsView> = try {
        store.gameStats(game, false).map { s ->
            StatsView(
                player = s.player.name,
                matches = s.gamesPlayed.toInt(),
                wins = s.wins.toInt(),
                bestRound = s.bestRound?.score?.toString() ?: "—",
                averageTotal = s.averageTotal?.let { formatDecimal(it, 1u, language) } ?: "—",
                bestEquation = s.bestRound?.equation ?: "",
                bestMatch = s.bestMatch?.total?.toString() ?: "—",
                streak = s.longestWinStreak.toInt(),
            )
        }
    } catch (e: TuffestException) {
        emptyList()
    }

    /** The most recent matches, newest first. */
    fun recent(limit: Int = 30): List<HistoryEntry> = try {
        store.recentMatches(null, null, 0u, limit.toUInt()).map { m ->
            HistoryEntry(
                date = date(m.startedAtMs),
                game = listOf(title(m.game), historyVariant(m.game, m.variant, language)).filter { it.isNotEmpty() }.joinToString(" · "),
                players = m.players.joinToString(", ") { it.player.name },
                result = m.players.joinToString("  ") { p -> (if (p.isWinner) "★ " else "") + "${p.player.name} ${p.total}" },
            )
        }
    } catch (e: TuffestException) {
        emptyList()
    }

    /** The Hall of Fame of every game, one table per game and number of players with entries. */
    fun hallOfFame(limit: Int = 10): List<FameTable> = games.flatMap { (code, _) -> hallOfFame(code, limit) }

    /** The Hall of Fame of [game], one table per number of players that has entries. */
    fun hallOfFame(game: String, limit: Int = 10): List<FameTable> = (1..8).mapNotNull { n ->
        val entries = try { store.hallOfFame(game, n.toUInt(), limit.toUInt(), true) } catch (e: TuffestException) { emptyList() }
        if (entries.isEmpty()) null else FameTable(
            n,
            entries.map { e -> FameEntry(e.rank.toInt(), e.player.name, e.total.toInt(), historyVariant(game, e.variant, language), date(e.startedAtMs), "") },
            title = title(game),
            playersHeading = historyPlayersHeading(n.toUInt(), language),
        )
    }
}
