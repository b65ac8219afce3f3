package app.tuffest.core

import app.tuffest.ffi.*

import org.junit.jupiter.api.Assertions.assertArrayEquals
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.nio.file.Files
import java.nio.file.Path

/** The score history through the bindings, on a real SQLite file that is closed and reopened. */
class HistoryStoreTest {
    private fun solitaire(name: String, start: Long, scores: List<Long>, hints: UInt = 0u) =
        FinishedMatch(
            game = "tuf",
            variant = "1C(a)",
            settingsJson = "{\"game\":\"1C(a)\"}",
            startedAtMs = start,
            durationMs = 180_000L * scores.size,
            finished = true,
            players = listOf(MatchPlayer(name, false, null, scores.sum())),
            rounds = scores.mapIndexed { i, s ->
                RoundRecord(180_000, "ROLL$i", listOf(RoundEntry(s, "4 × 2 = 8", s > 0, hints)))
            },
            winners = listOf(0u),
            par = 20,
        )

    @Test
    fun `statistics are read back from the file after reopening`(@TempDir dir: Path) {
        val file = dir.resolve("history.sqlite")
        val first = HistoryStore.open(file.toString())
        assertNull(first.recovery())
        val ids = listOf(
            first.record(solitaire("Ana", 1_000, listOf(5, 9, 7))),
            first.record(solitaire(" ana ", 2_000, listOf(11, 3))),
            first.record(solitaire("ANA", 3_000, listOf(30), hints = 2u)),
            first.record(solitaire("Ben", 4_000, listOf(4))),
        )
        val vsComputer = FinishedMatch(
            "tuf", "1", "{}", 5_000, 600_000, true,
            listOf(MatchPlayer("Ana", false, null, 6), MatchPlayer("Robot", true, 40, 8)),
            listOf(RoundRecord(300_000, "R", listOf(RoundEntry(6, "", true, 0u), RoundEntry(8, "", true, 0u)))),
            listOf(1u), null,
        )
        first.record(vsComputer)
        first.closeFile()
        first.close()

        val header = Files.readAllBytes(file).copyOfRange(0, 16)
        assertArrayEquals("SQLite format 3\u0000".toByteArray(), header)

        HistoryStore.open(file.toString()).use { store ->
            assertEquals(file.toString(), store.path())
            assertEquals(5, store.matchIds().size)
            assertEquals(ids, store.matchIds().take(4))
            val ana = store.findPlayer("  aNa ", false, null)
            assertNotNull(ana)
            assertEquals("Ana", ana!!.name) // the latest spelling (the match against the computer)
            val stats = store.playerStats("tuf", ana.id, false)!!
            assertEquals(4u, stats.gamesPlayed)
            assertEquals(3u, stats.wins)
            assertEquals(1u, stats.assistedGames)
            assertEquals(21L, stats.bestMatch!!.total) // the assisted 30 is left out
            assertEquals(ids[0], stats.bestMatch!!.matchId)
            assertEquals(11L, stats.bestRound!!.score)
            assertEquals("ROLL0", stats.bestRound!!.code)
            assertEquals((21.0 + 14.0 + 6.0) / 3.0, stats.averageTotal!!, 1e-9)
            assertEquals(0u, stats.currentWinStreak)
            assertEquals(3u, stats.longestWinStreak)
            val withHints = store.playerStats("tuf", ana.id, true)!!
            assertEquals(30L, withHints.bestMatch!!.total)

            val fame = store.hallOfFame("tuf", 1u, 10u, false)
            assertEquals(listOf(21L, 14L, 4L), fame.map { it.total })
            assertEquals(listOf(1u, 2u, 3u), fame.map { it.rank })
            val recent = store.recentMatches("tuf", null, 0u, 2u)
            assertEquals(listOf(5_000L, 4_000L), recent.map { it.startedAtMs })
            assertEquals(true, recent[0].players[1].player.isComputer)
            assertEquals(listOf("Ana", "Ben", "Robot"), store.players().map { it.name })
            assertEquals(3, store.gameStats("tuf", false).size)

            val back = store.loadMatch(ids[1])!!
            assertEquals(listOf(11L, 3L), back.rounds.map { it.entries[0].score })
            assertEquals(14L, back.players[0].total)
            assertNull(store.loadMatch(999))
        }
    }

    @Test
    fun `a damaged file is moved aside and reported`(@TempDir dir: Path) {
        val file = dir.resolve("history.sqlite")
        Files.writeString(file, "this is not a database, just text that is long enough")
        HistoryStore.open(file.toString()).use { store ->
            val recovery = store.recovery()!!
            assertEquals(RecoveryReason.NotADatabase, recovery.reason)
            assertEquals("$file.corrupt-1", recovery.movedTo)
            assertEquals(0, store.matchIds().size)
            val en = store.recoveryNotice(TuffestLanguage.EN)!!
            val fr = store.recoveryNotice(TuffestLanguage.FR)!!
            assertTrue(en.startsWith("The score history file could not be read"), en)
            assertTrue(fr.startsWith("Le fichier de l\u2019historique des scores était illisible"), fr)
            assertTrue(en.endsWith("kept as $file.corrupt-1."), en)
        }
        HistoryStore.open(file.toString()).use { healthy -> assertNull(healthy.recoveryNotice(TuffestLanguage.FR)) }
    }
}
