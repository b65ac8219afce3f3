package app.tuffest.core

import app.tuffest.ffi.*

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.io.TempDir
import java.nio.file.Path

/** Errors cross the boundary as typed exceptions whose message is a sentence to show. */
class ErrorsTest {
    private fun assertSentence(e: TuffestException) {
        val m = e.message ?: ""
        // A sentence may open with quoted input ("\"7\" is not a TUF game."), never lowercase.
        assertTrue(!m.first().isLowerCase(), "starts with a capital: $m")
        assertTrue(m.endsWith("."), "ends with a full stop: $m")
    }

    @Test
    fun `refused edits throw EditRefused and change nothing`() {
        val board = TufBoard.fromFaces("4 2 0 7 8 7 + × + (x) =", tufGameSettings(TufGame.G1))
        board.setLayoutText("4 × 2 = 8")
        val before = board.view()
        val notInRoll = assertThrows<TuffestException.EditRefused> { board.place(99u, 0u) }
        assertEquals("Cube 99 is not in the roll.", notInRoll.message)
        val twice = assertThrows<TuffestException.EditRefused> { board.place(0u, 0u) }
        assertEquals("Cube 0 is already placed.", twice.message)
        val raised = assertThrows<TuffestException.EditRefused> {
            board.setPlacement(0u, TufPlacement.NEGATIVE)
        }
        assertEquals("The cube at position 0 cannot be used that way.", raised.message)
        assertThrows<TuffestException.EditRefused> { board.remove(42u) }
        assertThrows<TuffestException.EditRefused> { board.moveItem(42u, 0u) }
        assertThrows<TuffestException.EditRefused> { board.setRole(0u, TufRole.OPEN) }
        assertEquals(before, board.view())
        listOf(notInRoll, twice, raised).forEach(::assertSentence)
    }

    @Test
    fun `unreadable input throws the matching exception`() {
        val settings = tufGameSettings(TufGame.G1)
        val badRoll = assertThrows<TuffestException.InvalidRoll> { tufRollFromCode("not a code") }
        assertEquals("\"not a code\" is not a roll code.", badRoll.message)
        assertThrows<TuffestException.InvalidRoll> { TufBoard("!!", settings) }
        val face = assertThrows<TuffestException.InvalidRoll> { tufRollFromFaces("4 banana =") }
        assertEquals("\"banana\" (face 1) is not a cube face.", face.message)
        val board = TufBoard.fromFaces("4 2 × =", settings)
        val layout = assertThrows<TuffestException.InvalidLayout> { board.setLayoutText("9 = 9") }
        assertEquals("The roll has no 9 cube left for position 0.", layout.message)
        val game = assertThrows<TuffestException.InvalidCode> { tufParseGame("7") }
        assertEquals("\"7\" is not a TUF game.", game.message)
        assertThrows<TuffestException.InvalidCode> { readShareCode("U!") }
        val save = assertThrows<TuffestException.InvalidSave> { TufBoard.restore("{\"format\":1}") }
        assertTrue(save.message!!.startsWith("The saved board cannot be read"))
        listOf(badRoll, face, layout, game, save).forEach(::assertSentence)
    }

    @Test
    fun `history errors are typed too`(@TempDir dir: Path) {
        val folder = assertThrows<TuffestException.HistoryUnavailable> {
            HistoryStore.open(dir.toString())
        }
        assertTrue(folder.message!!.contains("is a folder, not a file"), folder.message)
        val missing = assertThrows<TuffestException.HistoryUnavailable> {
            HistoryStore.open(dir.resolve("no/such/folder/h.sqlite").toString())
        }
        assertSentence(missing)

        val store = HistoryStore.open(dir.resolve("h.sqlite").toString())
        val nameless = FinishedMatch(
            game = "tuf", variant = "1C(a)", settingsJson = "{}",
            startedAtMs = 1_700_000_000_000, durationMs = 60_000, finished = true,
            players = listOf(MatchPlayer("   ", false, null, 0)),
            rounds = listOf(), winners = listOf(0u), par = null,
        )
        val refused = assertThrows<TuffestException.MatchRefused> { store.record(nameless) }
        assertEquals(
            "The match was not saved because the name of player 1 is not accepted: the name is empty.",
            refused.message,
        )
        assertEquals(listOf<Long>(), store.matchIds())
        val badName = assertThrows<TuffestException.MatchRefused> { cleanPlayerName("a".repeat(30)) }
        assertEquals(
            "The player name is not accepted: the name has 30 characters, but at most 24 are allowed.",
            badName.message,
        )
        assertEquals("Zoé Martin", cleanPlayerName("  Zoé \t Martin "))
        store.closeFile()
        val closed = assertThrows<TuffestException.HistoryUnavailable> { store.matchIds() }
        assertEquals("The history is closed.", closed.message)
        store.closeFile() // twice is fine
        store.close()
    }
}
