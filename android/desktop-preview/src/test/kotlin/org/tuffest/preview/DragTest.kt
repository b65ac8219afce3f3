package org.tuffest.preview

import androidx.compose.runtime.Composable
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.test.runSkikoComposeUiTest
import app.tuffest.core.Cell
import app.tuffest.core.CrosswordPieceView
import app.tuffest.core.TuffestLanguage
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.tuffest.bridge.CrosswordSession
import org.tuffest.ui.components.GameHost
import org.tuffest.ui.components.LineBuilder
import org.tuffest.bridge.PytagoraSession
import org.tuffest.ui.model.CrosswordActions
import org.tuffest.ui.model.PiecePress
import org.tuffest.ui.model.PytagoraActions
import org.tuffest.ui.model.edgeScrollSpeed
import org.tuffest.ui.screens.CrosswordScreen
import org.tuffest.ui.screens.MathableScreen
import org.tuffest.ui.screens.PytagoraScreen

/**
 * Dragging pieces onto the equation-crossword boards: the line builder on a real core board (the
 * drop rule is the core's), when a press lifts a piece, and real drag gestures (down, move, up
 * through Compose's pointer input) from a rack or keypad piece onto a board square in Pytagora,
 * the French game and Mathable, driven by the real core.
 */
@OptIn(ExperimentalTestApi::class)
class DragTest {
    private val strings = DesktopStrings.load(null)

    // --- The line builder on a real core board (where a dropped piece goes is the core's rule,
    // tested case by case in Rust: core/tests/crossword_drop.rs). ---

    @Test
    fun theLineBuilderCarriesALineAcrossAnEquationOfARealBoard() {
        val view = pytagoraGame(TuffestLanguage.EN).view
        val tiles = view.board.cells.filter { it.text.isNotEmpty() }.associate { it.cell to it.text }
        assertTrue(tiles.isNotEmpty(), "Robo laid the first equation")
        fun step(c: Cell, down: Boolean, by: Int) =
            if (down) Cell((c.row.toInt() + by).toUByte(), c.col) else Cell(c.row, (c.col.toInt() + by).toUByte())
        // The equation's first tile and its direction.
        val (first, down) = tiles.keys.firstNotNullOf { t ->
            when {
                step(t, false, 1) in tiles && step(t, false, -1) !in tiles -> t to false
                step(t, true, 1) in tiles && step(t, true, -1) !in tiles -> t to true
                else -> null
            }
        }
        val run = generateSequence(first) { step(it, down, 1) }.takeWhile { it in tiles }.toList()
        val before = step(first, down, -1)
        val after = step(first, down, run.size)
        val one = view.keypad.first { it.text == "1" }
        val eq = view.keypad.first { it.text == "=" }
        val built = LineBuilder()
        built.down = !down
        // The first drop starts the line just before the equation.
        built.drop(one, before, view.board, view.keypad)
        assertEquals(before, built.start)
        assertEquals(listOf("1"), built.line.map { it.text })
        // Only the square after the equation takes the next piece (the highlight asks the core too).
        assertTrue(built.accepts(after, view.board, view.keypad))
        assertFalse(built.accepts(run.last(), view.board, view.keypad))
        // A drop on the equation itself is refused: the line stays, and the note shows.
        built.drop(eq, run.last(), view.board, view.keypad)
        assertTrue(built.refused)
        assertEquals(listOf("1"), built.line.map { it.text })
        // The second drop lands after it: the equation's tiles are written into the line.
        built.drop(eq, after, view.board, view.keypad)
        assertFalse(built.refused)
        assertEquals(before, built.start)
        assertEquals(down, built.down, "the direction comes from where the second piece went")
        assertEquals(listOf("1") + run.map { tiles.getValue(it) } + "=", built.line.map { it.text })
    }

    // --- When a press lifts a piece, and how fast an area scrolls under a held piece. ---

    @Test
    fun aPieceIsLiftedOnlyByAHoldAndASwipeIsLeftToTheScroll() {
        val press = PiecePress(holdMs = 400, slopPx = 10f)
        assertEquals(PiecePress.Outcome.Waiting, press.decide(100, 3f, 4f), "early, within the slop: not yet")
        assertEquals(PiecePress.Outcome.Lift, press.decide(400, 3f, 4f), "held still for the time: lifted")
        assertEquals(PiecePress.Outcome.Swipe, press.decide(100, 0f, -11f), "up, toward the board, at once: a swipe (the page scrolls)")
        assertEquals(PiecePress.Outcome.Swipe, press.decide(100, 11f, 0f), "sideways at once: a swipe")
        assertEquals(PiecePress.Outcome.Swipe, press.decide(500, 8f, 8f), "past the slop decides before the time")
    }

    @Test
    fun anAreaScrollsOnlyNearItsEdgesAndFasterCloserToThem() {
        // An area from 100 to 500 px, bands of 50 px, 1000 px a second at the edge.
        fun at(p: Float) = edgeScrollSpeed(p, 100f, 500f, 50f, 1000f)
        assertEquals(0f, at(300f), "the middle")
        assertEquals(0f, at(150f), "the band's inner end")
        assertEquals(-500f, at(125f), "half-way into the start band: back, at half speed")
        assertEquals(-1000f, at(100f), "at the start edge: full speed back")
        assertEquals(500f, at(475f), "half-way into the end band: forward")
        assertEquals(1000f, at(500f), "at the end edge: full speed forward")
        assertEquals(0f, at(99f), "outside the area: nothing")
        assertEquals(0f, at(501f), "outside the area: nothing")
        // An area of 90 px: each band a third of it (30 px), so its middle never scrolls.
        assertEquals(0f, edgeScrollSpeed(145f, 100f, 190f, 50f, 1000f))
        assertEquals(-500f, edgeScrollSpeed(115f, 100f, 190f, 50f, 1000f))
        assertEquals(0f, edgeScrollSpeed(100f, 100f, 100f, 50f, 1000f), "an area with no length")
    }

    // --- Real drags through Compose's pointer input. ---

    private fun ComposeUiTest.show(content: @Composable () -> Unit) = setContent { AppFrame(strings, content = content) }

    /**
     * Presses [from] and holds it still past the long-press time (which lifts the piece), moves the
     * finger in steps to the centre of [to], runs [whileOver] there, and lifts it.
     */
    private fun drag(from: SemanticsNodeInteraction, to: SemanticsNodeInteraction, whileOver: () -> Unit = {}) {
        val a = from.fetchSemanticsNode().boundsInRoot.center
        val b = to.fetchSemanticsNode().boundsInRoot.center
        from.performTouchInput {
            down(center)
            advanceEventTime(viewConfiguration.longPressTimeoutMillis + 50)
            moveBy(Offset(1f, 0f))
            for (k in 1..4) moveTo(center + (b - a) * (k / 4f))
        }
        whileOver()
        from.performTouchInput { up() }
    }

    /** The same path as [drag] at a swipe's pace, with no hold: a swipe, not a drag. */
    private fun swipe(from: SemanticsNodeInteraction, to: SemanticsNodeInteraction) {
        val a = from.fetchSemanticsNode().boundsInRoot.center
        val b = to.fetchSemanticsNode().boundsInRoot.center
        from.performTouchInput {
            down(center)
            for (k in 1..4) moveTo(center + (b - a) * (k / 4f))
            up()
        }
    }

    /**
     * The rack's keys, then the keypad's, as TalkBack finds them: tappable and described by a
     * piece's spoken word. A board square holding a piece is described so too (in Pytagora), and
     * the board comes first: the keys are the last ones.
     */
    private fun ComposeUiTest.pieceKeys(hand: List<CrosswordPieceView>, keypad: List<CrosswordPieceView>): (Int) -> SemanticsNodeInteraction {
        val spoken = (hand + keypad).map { it.spoken }.toSet()
        val described = SemanticsMatcher("described as a piece") { node ->
            node.config.getOrNull(SemanticsProperties.ContentDescription).orEmpty().any { it in spoken }
        }
        val all = onAllNodes(described and hasClickAction())
        val skip = all.fetchSemanticsNodes().size - hand.size - keypad.size
        assertTrue(skip >= 0, "one key a rack piece and a keypad piece")
        return { i -> all[skip + i] }
    }

    /** The line being written, as its card shows it (the keys show single pieces too, but are tappable). */
    private fun ComposeUiTest.assertLine(written: String) = onNode(hasText(written) and !hasClickAction()).assertExists()

    private fun emptySquare(r: Int, c: Int) = hasContentDescription(strings.get("pytagora_square", r + 1, c + 1))

    /** The board's chosen square (the line's start), as TalkBack reads it. */
    private fun ComposeUiTest.assertStartIs(label: String) = onNode(hasContentDescription(label) and hasClickAction()).assertIsSelected()

    /** The Across / Down switch shows [down]. */
    private fun ComposeUiTest.assertDirection(down: Boolean) {
        fun chip(key: String) = onNode(hasText(strings.get(key)) and SemanticsMatcher.keyIsDefined(SemanticsProperties.Selected))
        if (down) chip("pytagora_down").assertIsSelected() else chip("pytagora_down").assertIsNotSelected()
        if (down) chip("pytagora_across").assertIsNotSelected() else chip("pytagora_across").assertIsSelected()
    }

    private class Lay(val start: Cell, val down: Boolean, val line: String)

    @Test
    fun pytagoraPiecesAreDraggedOntoTheTable() = runSkikoComposeUiTest(size = Size(1024f, 1800f)) {
        val s = pytagoraGame(TuffestLanguage.EN)
        val laid = mutableListOf<Lay>()
        val actions = object : PytagoraActions by s {
            override fun lay(start: Cell, down: Boolean, line: String, equalsFromPool: Boolean) {
                laid += Lay(start, down, line)
                s.lay(start, down, line, equalsFromPool)
            }
        }
        show { PytagoraScreen(s.view.title, s.view, actions, GameHost.still(s.hint, s.refusal)) }
        val hand = s.view.hand
        val keypad = s.view.keypad
        val keys = pieceKeys(hand, keypad)
        fun shown(r: Int, c: Int) = onAllNodes(emptySquare(r, c)).fetchSemanticsNodes().size == 1
        // A free corner of the shown table: the start, the square right of it, two below it.
        val (r, c) = (0 until s.view.board.rows.toInt()).flatMap { r -> (0 until s.view.board.cols.toInt()).map { c -> r to c } }
            .first { (r, c) -> shown(r, c) && shown(r, c + 1) && shown(r + 1, c) && shown(r + 2, c) }

        // The first rack piece onto a free square: the line starts there with it. While it
        // hovers, the square shows it (no square does before).
        assertEquals(0, onAllNodes(emptySquare(r, c) and hasText(hand[0].text)).fetchSemanticsNodes().size)
        drag(keys(0), onNode(emptySquare(r, c))) {
            onNode(emptySquare(r, c) and hasText(hand[0].text)).assertExists()
            assertLine(strings.get("pytagora_pick_square"))
        }
        assertStartIs(strings.get("pytagora_square", r + 1, c + 1))
        assertLine(hand[0].text)
        assertDirection(down = false)
        // The second below it: Down, two pieces.
        drag(keys(1), onNode(emptySquare(r + 1, c)))
        assertDirection(down = true)
        assertLine(hand[0].text + hand[1].text)
        // A keypad piece right of the start: not after the line's end (it runs down): refused, with a note.
        val eq = keypad.indexOfFirst { it.text == "=" }
        drag(keys(hand.size + eq), onNode(emptySquare(r, c + 1))) {
            assertEquals(0, onAllNodes(emptySquare(r, c + 1) and hasText("=")).fetchSemanticsNodes().size, "a refusing square shows nothing")
        }
        onNodeWithText(strings.get("line_drop_refused")).assertExists()
        assertLine(hand[0].text + hand[1].text)
        assertDirection(down = true)
        // Below the second piece: appended; the note goes with the change.
        drag(keys(hand.size + eq), onNode(emptySquare(r + 2, c)))
        assertLine(hand[0].text + hand[1].text + "=")
        assertEquals(0, onAllNodes(hasText(strings.get("line_drop_refused"))).fetchSemanticsNodes().size)
        // Tapping still writes: a tap on the first keypad key adds it after the dragged pieces.
        keys(hand.size).performClick()
        val written = hand[0].text + hand[1].text + "=" + keypad[0].text
        assertLine(written)
        // Lay sends what the drags built to the core.
        onNode(hasText(strings.get("pytagora_lay")) and hasClickAction()).performClick()
        assertEquals(1, laid.size)
        assertEquals(Cell(r.toUByte(), c.toUByte()), laid[0].start)
        assertTrue(laid[0].down)
        assertEquals(written, laid[0].line)
    }

    @Test
    fun frenchTilesAreDraggedOntoTheBoard() = runSkikoComposeUiTest(size = Size(1024f, 1800f)) {
        val s = crosswordGame(TuffestLanguage.EN)
        val laid = mutableListOf<Lay>()
        val actions = object : CrosswordActions by s {
            override fun lay(start: Cell, down: Boolean, line: String) {
                laid += Lay(start, down, line)
                s.lay(start, down, line)
            }
        }
        show { CrosswordScreen("French", s.view, actions, GameHost.still(s.hint, s.refusal)) }
        val view = s.view
        val cells = view.board.cells.associateBy { it.cell.row.toInt() to it.cell.col.toInt() }
        fun label(r: Int, c: Int) = cells[r to c]?.spoken?.takeIf { it.isNotEmpty() }?.let { strings.get("crossword_square_at", r + 1, c + 1, it) }
            ?: strings.get("pytagora_square", r + 1, c + 1)
        fun free(r: Int, c: Int) = r in 0 until view.board.rows.toInt() && c in 0 until view.board.cols.toInt() && cells[r to c]?.text.isNullOrEmpty()
        fun square(r: Int, c: Int) = onNode(hasContentDescription(label(r, c)) and hasClickAction())
        val (r, c) = (0 until view.board.rows.toInt()).flatMap { r -> (0 until view.board.cols.toInt()).map { c -> r to c } }
            .first { (r, c) -> free(r, c) && free(r, c + 1) && free(r, c + 2) }
        val keys = pieceKeys(view.hand, view.keypad)
        // A rack tile, then a keypad tile right of it: Across; then one more on the end.
        drag(keys(0), square(r, c))
        drag(keys(view.hand.size), square(r, c + 1))
        drag(keys(1), square(r, c + 2))
        assertStartIs(label(r, c))
        assertDirection(down = false)
        val written = view.hand[0].text + view.keypad[0].text + view.hand[1].text
        assertLine(written)
        // A tile dropped below the start is refused: the line runs across, three pieces long.
        assertTrue(free(r + 1, c))
        drag(keys(2), square(r + 1, c))
        onNodeWithText(strings.get("line_drop_refused")).assertExists()
        assertLine(written)
        // The play's button (the mode chip says "Lay" too).
        onNode(hasText(strings.get("crossword_mode_lay")) and SemanticsMatcher.expectValue(SemanticsProperties.Role, Role.Button)).performClick()
        assertEquals(1, laid.size)
        assertEquals(Cell(r.toUByte(), c.toUByte()), laid[0].start)
        assertEquals(false, laid[0].down)
        assertEquals(written, laid[0].line)
    }

    @Test
    fun aMathableTileIsDraggedOntoALegalSquareAndTheCorePlacesIt() = runSkikoComposeUiTest(size = Size(1024f, 1800f)) {
        val s = Scenes(TuffestLanguage.EN).mathableGame(0, choose = false, TuffestLanguage.EN)
        // A tile of Ana's rack that has a legal square (asked of the core), then chosen back off.
        val rack = s.view.players[0].rack!!
        val (value, target) = rack.firstNotNullOf { v ->
            s.select(v)
            s.view.board.cells.firstOrNull { it.highlight.legal }?.let { v to it }
        }
        s.select(null)
        assertNull(s.view.selected)
        show { MathableScreen(s.view, s, GameHost.still(s.hint, s.refusal)) }
        val tile = onAllNodes(hasText("$value") and hasClickAction())[0]
        val square = onAllNodes(hasContentDescription(target.spoken))
        assertEquals(1, square.fetchSemanticsNodes().size, "one square says ${target.spoken}")
        drag(tile, square[0])
        waitForIdle()
        val placed = s.view.board.cells.first { it.cell == target.cell }
        assertEquals("$value", placed.text, s.refusal ?: "the core placed the tile where it was dropped")
    }

    @Test
    fun aSwipeOnAPieceScrollsThePageAndDragsNothing() = runSkikoComposeUiTest(size = Size(1024f, 500f)) {
        val s = pytagoraGame(TuffestLanguage.EN)
        show { PytagoraScreen(s.view.title, s.view, s, GameHost.still(s.hint, s.refusal)) }
        val key = pieceKeys(s.view.hand, s.view.keypad)(0)
        // The page scrolled down to the rack (the table is above it, off the top of a short window).
        key.performScrollTo()
        val before = key.fetchSemanticsNode().positionInRoot.y
        // A quick swipe down that starts on the piece scrolls the page back up: the piece moves down.
        key.performTouchInput {
            down(center)
            for (k in 1..5) moveTo(center + Offset(0f, 60f * k))
            up()
        }
        waitForIdle()
        val after = key.fetchSemanticsNode().positionInRoot.y
        assertTrue(after > before + 100f, "the page scrolled under the swipe: the piece went from $before to $after")
        // Nothing was lifted, dropped or written.
        assertLine(strings.get("pytagora_pick_square"))
        assertEquals(0, onAllNodes(hasText(strings.get("line_drop_refused"))).fetchSemanticsNodes().size)
    }

    @Test
    fun aSwipeFromAPieceOntoTheTableIsNotADrop() = runSkikoComposeUiTest(size = Size(1024f, 1800f)) {
        val s = pytagoraGame(TuffestLanguage.EN)
        show { PytagoraScreen(s.view.title, s.view, s, GameHost.still(s.hint, s.refusal)) }
        val keys = pieceKeys(s.view.hand, s.view.keypad)
        val (r, c) = (0 until s.view.board.rows.toInt()).flatMap { r -> (0 until s.view.board.cols.toInt()).map { c -> r to c } }
            .first { (r, c) -> onAllNodes(emptySquare(r, c)).fetchSemanticsNodes().size == 1 }
        // The same path as a drag, with no hold: the line is not started.
        swipe(keys(0), onNode(emptySquare(r, c)))
        waitForIdle()
        assertLine(strings.get("pytagora_pick_square"))
        // Held first, the same path drops the piece there.
        drag(keys(0), onNode(emptySquare(r, c)))
        assertLine(s.view.hand[0].text)
    }

    @Test
    fun aZoomedBoardPansByItselfWhileATileIsHeldNearItsSide() = runSkikoComposeUiTest(size = Size(420f, 1800f)) {
        val s = Scenes(TuffestLanguage.EN).mathableGame(0, choose = false, TuffestLanguage.EN)
        show { MathableScreen(s.view, s, GameHost.still(s.hint, s.refusal), zoomedAtStart = true) }
        // The first square of row 2: where it is laid out (not clipped: it may be panned out of sight).
        val corner = onAllNodes(hasContentDescription(s.view.board.cells[2 * s.view.board.cols.toInt()].spoken))[0]
        val start = corner.fetchSemanticsNode().boundsInRoot
        val value = s.view.players[0].rack!!.first()
        val tile = onAllNodes(hasText("$value") and hasClickAction())[0]
        val from = tile.fetchSemanticsNode().boundsInRoot
        // Lift the tile, then hold it over the board a few pixels inside its right side.
        val nearSide = Offset(420f - 20f, start.center.y) - from.topLeft
        tile.performTouchInput {
            down(center)
            advanceEventTime(viewConfiguration.longPressTimeoutMillis + 50)
            moveBy(Offset(1f, 0f))
            for (k in 1..4) moveTo(center + (nearSide - center) * (k / 4f))
        }
        mainClock.advanceTimeBy(600)
        val panned = corner.fetchSemanticsNode().positionInRoot.x
        assertTrue(panned < start.left - 50f, "the board panned under the held tile: its first square went from ${start.left} to $panned")
        // Held in the middle of the board, it stops.
        tile.performTouchInput { moveTo(Offset(210f, start.center.y) - from.topLeft) }
        mainClock.advanceTimeBy(100)
        val still = corner.fetchSemanticsNode().positionInRoot.x
        mainClock.advanceTimeBy(500)
        assertEquals(still, corner.fetchSemanticsNode().positionInRoot.x, "no panning away from the sides")
        tile.performTouchInput { up() }
    }
}

