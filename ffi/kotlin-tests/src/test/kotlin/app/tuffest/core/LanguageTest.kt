package app.tuffest.core

import app.tuffest.ffi.*

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/**
 * The core speaks the player's language through the bindings: a TUF match on the kit's
 * `GameSession` and a board set to French
 * word their views (status line, reasons, refusals, score notes, hand-over) and their exceptions
 * in French, and the setup screen's lists (game 1A's presets, the constant cube's faces) come
 * from the core.
 */
class LanguageTest {
    private val rollCode = tufRollFromFaces("1 2 3 6 7 8 + + - (x) =").code

    private fun GameSession.set(seat: UInt, text: String, now: ULong) = tufApply(seat, TufCommand.SetText(text), now)

    private fun GameSession.apply(seat: UInt, command: TufCommand, now: ULong) = tufApply(seat, command, now)

    private fun GameSession.view(now: ULong) = tufView(now)

    /** The view in [language]; the session speaks French again afterwards. */
    private fun GameSession.viewIn(now: ULong, language: TuffestLanguage): TufTableView {
        setLanguage(language)
        return tufView(now).also { setLanguage(TuffestLanguage.FR) }
    }

    @Test
    fun `a French match draws and refuses in French`() {
        val seats = listOf(TufSeat("Ann", TufSeatKind.Human), TufSeat("Ben", TufSeatKind.Human))
        val game = GameSession.tuf(tufMatchConfig(TufGame.G1, seats, 7uL).copy(rollCode = rollCode, rounds = 2u), 0uL, TuffestLanguage.EN)
        assertEquals("Build an equation and call TUF!", game.view(0uL).status)
        game.setLanguage(TuffestLanguage.FR)
        assertEquals("Formez une égalité et annoncez TUF\u00a0!", game.view(0uL).status)
        assertEquals("Build an equation and call TUF!", game.viewIn(0uL, TuffestLanguage.EN).status)

        game.set(0u, "1 + 2 = 3", 1_000uL)
        game.apply(0u, TufCommand.Declare, 1_000uL)
        assertEquals("Ann a annoncé TUF\u00a0: 5 cubes à battre.", game.view(1_000uL).status)
        game.set(1u, "1 + 2 = 6", 2_000uL)
        val ben = game.view(2_000uL).players[1]
        val benEn = game.viewIn(2_000uL, TuffestLanguage.EN).players[1]
        assertNotEquals(benEn.reason, ben.reason)
        assertNotEquals(benEn.declareBlocked, ben.declareBlocked)
        val refused = assertThrows<TuffestException.NotAllowedNow> { game.apply(1u, TufCommand.Declare, 2_000uL) }
        assertFalse(refused.message!!.contains("the sides"), refused.message)
        val frozen = assertThrows<TuffestException.NotAllowedNow> { game.apply(0u, TufCommand.Clear, 3_000uL) }
        assertFalse(frozen.message!!.startsWith("Hands off"), frozen.message)

        game.apply(0u, TufCommand.EndRound, 4_000uL)
        val v = game.view(4_000uL)
        assertEquals(TufPhaseView.ROUND_OVER, v.phase)
        assertEquals("La manche 1 sur 2 est terminée.", v.status)
        assertEquals("déclarant final\u00a0: double", v.roundSheet!!.rows[0].note)
        assertEquals("not correct: zero", game.viewIn(4_000uL, TuffestLanguage.EN).roundSheet!!.rows[1].note)
        assertNotEquals(
            game.viewIn(4_000uL, TuffestLanguage.EN).roundSheet!!.rows[1].reason,
            v.roundSheet!!.rows[1].reason,
        )
    }

    @Test
    fun `pass-and-play hands over in French`() {
        val seats = listOf(TufSeat("Ann", TufSeatKind.Human), TufSeat("Ben", TufSeatKind.Human))
        val config = tufMatchConfig(TufGame.G1, seats, 7uL).copy(rollCode = rollCode, mode = TufPlayMode.PassAndPlay)
        val game = GameSession.tuf(config, 0uL, TuffestLanguage.FR)
        val v = game.view(0uL)
        assertEquals(TufPhaseView.HAND_OVER, v.phase)
        assertEquals(0u, v.deviceSeat, "the device is handed to Ann")
        assertFalse(v.tableMode)
        assertEquals("Passez l'appareil à Ann.", v.status)
        assertTrue(v.handOver!!.message.startsWith("Passez l'appareil à Ann."), v.handOver!!.message)
        assertEquals("FINI", v.players[0].call)
        val nobody = assertThrows<TuffestException.InvalidSetup> {
            GameSession.tuf(tufMatchConfig(TufGame.G1, listOf(), 1uL), 0uL, TuffestLanguage.FR)
        }
        assertNotEquals("A match has 1 to 4 players, not 0.", nobody.message)
    }

    @Test
    fun `a French board refuses in French`() {
        val board = TufBoard.fromFaces("4 2 0 7 8 7 + × + (x) =", tufGameSettings(TufGame.G1))
        board.setLayoutText("4 × 2 = 7")
        val english = board.verdict().reason
        assertEquals("Cube 99 is not in the roll.", assertThrows<TuffestException.EditRefused> { board.place(99u, 0u) }.message)
        board.setLanguage(TuffestLanguage.FR)
        assertEquals(TuffestLanguage.FR, board.language())
        assertNotEquals(english, board.verdict().reason)
        val refused = assertThrows<TuffestException.EditRefused> { board.place(99u, 0u) }
        assertNotEquals("Cube 99 is not in the roll.", refused.message)
    }

    @Test
    fun `the setup screen's lists come from the core`() {
        val games = tufGames()
        val young = games.first { it.game == TufGame.G1A }
        assertEquals(
            listOf("+ + + +", "+ + − −", "+ − − −", "− − − −"),
            young.operatorPresets.map { tufOperatorPresetLabel(it) },
        )
        assertTrue(games.first { it.game == TufGame.G1 }.operatorPresets.isEmpty())
        val faces = tufConstantFaces(TuffestLanguage.FR)
        assertEquals(listOf("%", "pi", "log", "j", "tan", "chi"), faces.map { it.symbol })
        assertEquals(
            listOf(TufFace.Percent, TufFace.Pi, TufFace.Log, TufFace.J, TufFace.Tan, TufFace.Chi),
            faces.map { it.face },
        )
        assertEquals("π", faces[1].glyph)
    }

    @Test
    fun `layout items use the one placement type`() {
        val seats = listOf(TufSeat("Ann", TufSeatKind.Human))
        val game = GameSession.tuf(tufMatchConfig(TufGame.G1, seats, 7uL).copy(rollCode = rollCode), 0uL, TuffestLanguage.EN)
        game.set(0u, "~ 1 + 7 = 6", 0uL)
        val items = game.view(0uL).players[0].items
        assertEquals(TufPlacement.NEGATIVE, items[0].placement)
        assertEquals(TufPlacement.INLINE, items[1].placement)
    }
}
