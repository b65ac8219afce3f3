package app.tuffest.core

import app.tuffest.ffi.*

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** TUF through the generated bindings: rolls, boards, verdicts, settings and codes. */
class TufBoardTest {
    private val faces = "4 2 0 7 8 7 + × + (x) ="

    private fun TufRoll.idOf(symbol: String, skip: Int = 0): UInt =
        cubes.filter { it.symbol == symbol }[skip].id

    @Test
    fun `a round for two human seats on a duplicated roll`() {
        val settings = tufGameSettings(TufGame.G1_CC)
        val roll = tufRollFromFaces(faces)
        // Both seats get the same roll through its share code (Game 1C(c)).
        val ana = TufBoard(roll.code, settings)
        val ben = TufBoard(roll.code, settings)
        assertEquals(roll, ana.roll())
        assertEquals(roll.cubes, ben.roll().cubes)

        // Ana builds 4 × 2 = 8 cube by cube.
        ana.place(roll.idOf("4"), 0u)
        ana.place(roll.idOf("×"), 1u)
        ana.place(roll.idOf("2"), 2u)
        ana.place(roll.idOf("="), 3u)
        ana.place(roll.idOf("8"), 99u) // past the end appends
        assertEquals("4 × 2 = 8", ana.layoutText())
        val view = ana.view()
        assertEquals(5, view.layout.size)
        assertEquals(TufFace.Digit(4u), (view.layout[0] as TufItem.Cube).face)
        assertEquals(6, view.unused.size)
        assertFalse(view.usesAllCubes)
        assertTrue(view.verdict.valid)
        assertEquals(5, view.verdict.cubeValue)
        assertEquals(listOf("8", "8"), view.verdict.values)

        // Ben types a longer equation that is false.
        ben.setLayoutText("4 + 2 + 7 × 0 = 8")
        val benVerdict = ben.verdict()
        assertFalse(benVerdict.valid)
        assertEquals(0, benVerdict.cubeValue)
        assertEquals(9, benVerdict.potentialValue)
        assertEquals("the sides are not equal: 6 and 8", benVerdict.reason)

        // He rebuilds it: the (×) cube multiplies on the right side.
        ben.clear()
        assertEquals(11, ben.unused().size)
        ben.setLayoutText("8 + 7 × 0 = 4 (x) 2")
        val fixed = ben.verdict()
        assertTrue(fixed.valid, fixed.reason)
        assertEquals("8 + 7 × 0 = 4 × 2", fixed.normal)
        assertEquals(9, fixed.cubeValue)
        // Scores of the round: the longer correct equation wins.
        assertTrue(fixed.cubeValue > ana.verdict().cubeValue)
    }

    @Test
    fun `edits move, remove, raise and gap cubes`() {
        val settings = tufGameSettings(TufGame.G4)
        val board = TufBoard.fromFaces("6 4 2 1/5 (x) + = -", settings)
        board.setLayoutText("1/5 ( 6 + 4 = 2")
        val v = board.verdict()
        assertTrue(v.valid, v.reason)
        assertEquals("1/5 × (6 + 4) = 2", v.normal)
        assertEquals(TufRole.OPEN, (board.layout()[1] as TufItem.Cube).role)
        board.moveItem(6u, 0u)
        assertEquals("2 1/5 ( 6 + 4 =", board.layoutText())
        board.remove(0u)
        board.toggleGap(4u)
        assertTrue(board.layout()[4] is TufItem.Gap)
        board.toggleGap(4u)
        board.place(board.roll().idOf("-"), 0u)
        board.setPlacement(0u, TufPlacement.NEGATIVE)
        assertEquals(TufRole.NEGATIVE, (board.layout()[0] as TufItem.Cube).role)
        board.setPlacement(0u, TufPlacement.EXPONENT)
        assertEquals(listOf(TufShift.UP), (board.layout()[0] as TufItem.Cube).shifts)
        board.setScript(0u, listOf())
        board.setRole(2u, TufRole.MULTIPLY)
        assertEquals(TufRole.MULTIPLY, (board.layout()[2] as TufItem.Cube).role)
    }

    @Test
    fun `free functions check text, list games and read codes`() {
        val games = tufGames()
        assertEquals(12, games.size)
        assertEquals("1C(b)", games.first { it.game == TufGame.G1_CB }.code)
        assertEquals(17u, games.first { it.game == TufGame.G1_CB }.cubes)
        assertEquals(TufGame.G1_CB, tufParseGame("game 1C(b)"))

        val g6 = tufGameSettings(TufGame.G6)
        assertTrue(g6.exponents)
        val root = tufCheck("2 7 ^{ 2 ÷ 3 } = 9", g6)
        assertTrue(root.valid, root.reason)
        assertEquals("9", root.values[0])
        val typo = tufCheck("4 ? 2", g6)
        assertFalse(typo.valid)
        assertEquals("\"?\" at position 2 is not a cube", typo.reason)
        val group = tufCheck("7 + 7 = 4 ( 2", tufGameSettings(TufGame.G1))
        assertEquals(5u, group.errorPosition)

        val withConstant = g6.copy(constants = true, pi = TufPiReading.AUTO)
        val pi = tufCheck("pi = 2 2 ÷ 7", withConstant)
        assertEquals(TufPiReading.TWENTY_TWO_SEVENTHS, pi.piReading)

        val roll = tufRoll(TufGame.G2, true, 42uL)
        assertEquals(roll, tufRoll(TufGame.G2, true, 42uL))
        assertEquals(roll, tufRollFromCode(roll.code))
        assertEquals(14, roll.cubes.size) // game 2: 3 blue, 3 green, 1 yellow, 5 red, 1 white, + 1 orange
        assertEquals(TufColour.ORANGE, roll.cubes.last().colour)

        assertEquals(123456789uL, readShareCode(shareCode(123456789uL)))
        assertEquals(readShareCode("3-7-m"), readShareCode("37M"))
        assertNull(tufCheck("4 × 2 = 8", tufGameSettings(TufGame.G1)).reason)
    }

    @Test
    fun `cube options and texts for players come from the core`() {
        val g1 = tufGameSettings(TufGame.G1)
        val g6 = tufGameSettings(TufGame.G6)
        assertEquals(listOf(TufPlacement.INLINE, TufPlacement.NEGATIVE), tufFaceOptions(TufFace.Minus, g1).placements)
        assertTrue(TufPlacement.EXPONENT in tufFaceOptions(TufFace.Digit(2u), g6).placements)
        assertFalse(TufPlacement.EXPONENT in tufFaceOptions(TufFace.Digit(2u), g1).placements)
        val board = TufBoard.fromFaces("6 4 2 1/5 (x) + = -", tufGameSettings(TufGame.G4))
        board.setLayoutText("1/5 ( 6 + 4 = 2")
        assertEquals(TufRole.OPEN, board.view().layout.let { (it[1] as TufItem.Cube).role })
        assertTrue(TufRole.CLOSE in board.options(1u).roles)
        assertThrows<TuffestException.EditRefused> { board.options(42u) }
        val en = board.spoken(TuffestLanguage.EN)
        val fr = board.spoken(languageFromTag("fr-CA"))
        assertTrue(en.isNotBlank() && fr.isNotBlank() && en != fr, "$en / $fr")
        assertTrue(tufGameTitle(TufGame.G1_CB, TuffestLanguage.EN).isNotBlank())
        val book = rulesBook(TuffestLanguage.FR)
        assertTrue(book.first { it.id == "4" }.page.rules.isNotEmpty())
        assertEquals("Le cube constant", book.first { it.id == "orange" }.page.title)
        assertTrue(tufGameSummary(TufGame.G1, TuffestLanguage.EN) != tufGameSummary(TufGame.G1, TuffestLanguage.FR))
    }
}
