package org.tuffest.bridge

import app.tuffest.core.HistoryStore
import app.tuffest.core.TuffestException
import org.tuffest.ui.model.FameEntry
import org.tuffest.ui.model.FameTable
import org.tuffest.ui.model.HistoryEntry
import org.tuffest.ui.model.StatsView

/**
 * The history screens' records, read from the core's SQLite [HistoryStore] (a file in the app's
 * private storage). Dates are formatted by the platform ([date]); every figure is the core's.
 */
class HistoryBridge(private val store: HistoryStore, private val date: (Long) -> String) {
    /** Statistics of every player of [game] (`tuf`, `horseshoes`). */
    fun stats(game: String): List<StatsView> = try {
        store.gameStats(game, false).map { s ->
            StatsView(
                player = s.player.name,
                matches = s.gamesPlayed.toInt(),
                wins = s.wins.toInt(),
                bestRound = s.bestRound?.score?.toString() ?: "—",
                averageTotal = s.averageTotal?.let { "%.1f".format(it) } ?: "—",
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
                game = listOf(m.game.uppercase(), m.variant).filter { it.isNotEmpty() }.joinToString(" · "),
                players = m.players.joinToString(", ") { it.player.name },
                result = m.players.joinToString("  ") { p -> (if (p.isWinner) "★ " else "") + "${p.player.name} ${p.total}" },
            )
        }
    } catch (e: TuffestException) {
        emptyList()
    }

    /** The Hall of Fame of [game], one table per number of players that has entries. */
    fun hallOfFame(game: String, limit: Int = 10): List<FameTable> = (1..4).mapNotNull { n ->
        val entries = try { store.hallOfFame(game, n.toUInt(), limit.toUInt(), true) } catch (e: TuffestException) { emptyList() }
        if (entries.isEmpty()) null else FameTable(
            n,
            entries.map { e -> FameEntry(e.rank.toInt(), e.player.name, e.total.toInt(), e.variant, date(e.startedAtMs), "") },
        )
    }
}
