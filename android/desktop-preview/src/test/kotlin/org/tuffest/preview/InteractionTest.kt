package org.tuffest.preview

import androidx.compose.runtime.Composable
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.runComposeUiTest
import app.tuffest.core.TufGame
import app.tuffest.core.TufSeat
import app.tuffest.core.TufSeatKind
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.tufMatchConfig
import app.tuffest.ffi.tufRollFromFaces
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.tuffest.bridge.HorseshoesSession
import org.tuffest.bridge.MatchSession
import app.tuffest.core.Cue
import app.tuffest.core.Feedback
import app.tuffest.core.feedbackOf
import org.tuffest.ui.model.CueFeedback
import org.tuffest.ui.model.FeedbackOutput
import org.tuffest.ui.model.Haptic
import app.tuffest.core.TufPhaseView
import org.tuffest.ui.model.Tone
import org.tuffest.ui.model.callOf
import org.tuffest.ui.screens.HorseshoesScreen
import org.tuffest.ui.screens.TufMatchScreen

/**
 * The shared screens played by taps, as a player plays them: clicks go through Compose's
 * pointer input to the screens' handlers, the session sends each to the real core, and the
 * screen recomposes from the core's new view. And the cues of real timers played through the
 * shared feedback onto a recording fake, as the app's vibrator and tone generator get them.
 */
@OptIn(ExperimentalTestApi::class)
class InteractionTest {
    private val strings = DesktopStrings.load(null)
    private val wall = 1_763_000_000_000L

    private fun ComposeUiTest.show(content: @Composable () -> Unit) = setContent { AppFrame(strings, content = content) }

    /** Taps the tray cube showing `face` (by its spoken name, as TalkBack finds it). */
    private fun ComposeUiTest.tapTrayCube(s: MatchSession, face: String) {
        val cube = s.view.players[0].cubes.first { it.face == face && !it.used }
        val place = strings.get("place_in_row")
        val inTray = SemanticsMatcher("the tray's ${cube.spoken}") { node ->
            node.config.getOrNull(SemanticsActions.CustomActions)?.any { it.label == place } == true &&
                node.config.getOrNull(SemanticsProperties.ContentDescription)?.any { cube.spoken in it } == true
        }
        onAllNodes(inTray)[0].performClick()
    }

    @Test
    fun aTufSolitaireIsBuiltByTapsDeclaredAndScored() = runComposeUiTest {
        val clock = VirtualClock()
        val roll = tufRollFromFaces("1 2 3 6 7 8 + + - (x) =").code
        val config = tufMatchConfig(TufGame.G1, listOf(TufSeat("Ana", TufSeatKind.Human)), 5uL).copy(rollCode = roll)
        val s = MatchSession.start(config, clock.read, TuffestLanguage.EN, wall).also { it.tick() }
        show { TufMatchScreen(s.view, s.extras, s::actionsFor, s, s.refusal, {}, {}) }
        clock.now = 20_000
        for (face in listOf("2", "+", "1", "=", "3")) tapTrayCube(s, face)
        val board = s.view.players[0]
        assertEquals(5, board.items.size, "five taps, five cubes in the row")
        assertTrue(board.valid && board.buttons.declare, "2 + 1 = 3 is true and can be declared")
        onNodeWithText("2 + 1 = 3").assertExists()
        onNodeWithText("✓").assertExists()
        onNode(hasText(board.call + "!") and hasClickAction()).performClick()
        assertEquals(board.call, s.view.callOf(s.view.players[0]), "the core heard the call")
        if (s.view.phase == TufPhaseView.PLAYING) onNode(hasText(strings.get("end_round")) and hasClickAction()).performClick()
        assertEquals(TufPhaseView.ROUND_OVER, s.view.phase, "the round is over")
        onNodeWithText(strings.get("round_sheet_title", 1)).assertExists()
        assertTrue(onAllNodesWithText("Ana", substring = true).fetchSemanticsNodes().isNotEmpty(), "the sheet names the player")
    }

    @Test
    fun horseshoesTilesAndKeysAreTappedIntoTheCoresExpression() = runComposeUiTest {
        val clock = VirtualClock()
        val s = HorseshoesSession.start(listOf("Ana"), null, 31uL, clock.read, TuffestLanguage.EN, wall)
        s.start()
        show { HorseshoesScreen(s.view, s.timeRunningOut, s, s.refusal, {}, {}) }
        clock.now = 5_000
        val numbers = s.writing.tiles
        // The number tiles in order (a puzzle may hold the same number twice: found by place; a
        // used tile's spoken name says so, so the names are read from the core's view each time).
        val tileMatcher = SemanticsMatcher("a number tile") { node ->
            node.config.getOrNull(SemanticsProperties.ContentDescription)?.any { d -> s.writing.tiles.any { it.spoken == d } } == true
        }
        fun tile(i: Int) = onAllNodes(tileMatcher)[i]
        assertEquals(numbers.size, onAllNodes(tileMatcher).fetchSemanticsNodes().size, "one tile a number")
        val times = s.writing.keys.first { it.key == "*" }
        tile(0).performClick()
        onNode(hasContentDescription(times.spoken) and hasClickAction()).performClick()
        tile(1).performClick()
        val written = s.writing.display
        assertTrue("${numbers[0].value}" in written && times.label in written && "${numbers[1].value}" in written, "the core's expression: $written")
        onNodeWithText(written).assertExists()
        // A used tile is switched off; tapping it changes nothing.
        tile(0).assertIsNotEnabled().performClick()
        assertEquals(written, s.writing.display)
    }

    /** Every vibration and tone asked for, in order. */
    private class Recorder : FeedbackOutput {
        val played = mutableListOf<Any>()
        override fun vibrate(haptic: Haptic) { played += haptic }
        override fun sound(tone: Tone) { played += tone }
    }

    @Test
    fun aRealTimersCuesBuzzTickAndSoundThroughTheSharedFeedback() {
        for (hapticsOn in listOf(true, false)) {
            val clock = VirtualClock()
            val s = HorseshoesSession.start(listOf("Ana"), null, 31uL, clock.read, TuffestLanguage.EN, wall)
            s.start()
            val out = Recorder()
            val feedback = CueFeedback(out).also { it.hapticsOn = hapticsOn }
            fun tick(at: Long): List<Cue> {
                clock.now = at
                return s.tick().also(feedback::onTick)
            }
            val window = s.view.remainingMs.toLong()
            assertTrue(window > 20_000, "a timed turn: $window ms")
            assertNull(feedbackOf(tick(window - 30_000)))
            val ten = tick(window - 9_000)
            assertTrue(ten.any { it is Cue.TimeRunningOut }, "$ten")
            assertEquals(Feedback.TICK, feedbackOf(ten))
            val end = tick(window + 1_000)
            assertTrue(end.any { it is Cue.TimeUp } && end.size > 1, "time up with the round's end in one tick: $end")
            val expected = if (hapticsOn) listOf(Haptic.Tick, Haptic.Alarm, Tone.Alarm) else listOf(Tone.Alarm)
            assertEquals(expected, out.played, "haptics ${if (hapticsOn) "on" else "off"}")
        }
    }
}
