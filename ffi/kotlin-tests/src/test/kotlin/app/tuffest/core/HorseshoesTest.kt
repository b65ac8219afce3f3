package app.tuffest.core

import app.tuffest.ffi.*

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** Math Horseshoes rounds on the kit's one session object, through the bindings with scripted time. */
class HorseshoesTest {
    private fun people(vararg names: String) = names.map { Seat(it, SeatKind.Person) }

    @Test
    fun `a pass-and-play round for two players`() {
        val code = horseshoesPuzzleFromNumbers(listOf(2, 5, 10, 20), 2000, TuffestLanguage.EN).code
        assertEquals(listOf(2u, 5u, 10u, 20u), horseshoesPuzzleFromCode(code).numbers)
        val round = GameSession.horseshoes(code, 0uL, people("Ann", "Ben"), 0uL, TuffestLanguage.EN)
        assertEquals(GameId.HORSESHOES, round.game())
        assertEquals(PlayMode.PASS_AND_PLAY, round.mode())

        var v = round.horseshoesView(0uL)
        assertEquals("Ann", (v.screen as HorseshoesScreen.HandOver).name)
        assertEquals(0u, v.turn)
        assertTrue(v.numbers.isEmpty(), "the puzzle is hidden on the hand-over screen")
        assertTrue(v.canStart)
        assertThrows<TuffestException.NotAllowedNow> { round.horseshoesAnswer(0u, "2", 0uL) }
        assertThrows<TuffestException.NotAllowedNow> { round.horseshoesStartTurn(1u, 0uL) }

        // Ann writes the exact answer and submits.
        assertEquals(listOf<Cue>(Cue.YourTurn(0u)), round.horseshoesStartTurn(0u, 1_000uL))
        round.horseshoesAnswer(0u, "2*5*10", 2_000uL)
        v = round.horseshoesView(2_000uL)
        val writing = v.screen as HorseshoesScreen.Writing
        assertEquals("2 × 5 × 10", writing.display)
        assertEquals(writing.display, writing.draft)
        assertEquals("The computing number 20 is not used.", writing.draftProblem)
        assertEquals(2000u, v.target)
        round.horseshoesAnswer(0u, "2*5*10*20", 3_000uL)
        assertNull((round.horseshoesView(3_000uL).screen as HorseshoesScreen.Writing).draftProblem)
        assertEquals(listOf<Cue>(Cue.HandOver(1u)), round.horseshoesSubmit(0u, 4_000uL))

        // Ben runs out of time with a weaker answer; the clock was paused for a while.
        v = round.horseshoesView(5_000uL)
        assertEquals("Ben", (v.screen as HorseshoesScreen.HandOver).name)
        assertEquals(1u, v.turn)
        round.horseshoesStartTurn(1u, 10_000uL)
        round.horseshoesAnswer(1u, "2*5*10+20", 11_000uL)
        assertEquals(listOf<Cue>(Cue.Paused), round.pause(20_000uL))
        assertTrue(round.horseshoesView(100_000uL).paused)
        assertEquals(170_000uL, round.horseshoesView(100_000uL).remainingMs)
        round.resume(100_000uL)
        assertTrue(round.tick(259_999uL).isEmpty())
        assertEquals(listOf<Cue>(Cue.TimeRunningOut(1u)), round.tick(260_000uL))
        val end = round.tick(270_000uL)
        assertTrue(Cue.TimeUp(1u) in end, "$end")
        assertTrue(Cue.RoundOver in end && Cue.GameOver in end, "$end")

        v = round.horseshoesView(270_000uL)
        assertNull(v.turn)
        val reveal = v.screen as HorseshoesScreen.Reveal
        assertEquals(listOf(10u, 0u), reveal.results.map { it.verdict.score })
        assertEquals("2000", reveal.results[0].verdict.exact)
        assertEquals("2 * 5 * 10 + 20", reveal.results[1].verdict.expression)
        assertEquals(10u, reveal.bestScore)
        assertEquals(listOf(0u), round.outcome()?.winners)
    }

    @Test
    fun `a solitaire round saves, loads and judges typed expressions`() {
        val round = GameSession.horseshoes(null, 11uL, people("Ann"), 0uL, TuffestLanguage.EN)
        val puzzle = horseshoesPuzzle(11uL)
        assertEquals(puzzle.code, round.horseshoesView(0uL).code)
        assertEquals(PlayMode.SOLITAIRE, round.mode())
        round.horseshoesStartTurn(0u, 0uL)
        round.horseshoesAnswer(0u, puzzle.numbers.joinToString("+"), 1_000uL)
        val saved = round.save(1_000uL)
        round.close()
        val back = GameSession.load(saved, TuffestLanguage.EN)
        back.resume(1_000uL)
        val w = back.horseshoesView(1_000uL).screen as HorseshoesScreen.Writing
        assertEquals("Ann", w.name)
        back.horseshoesSubmit(0u, 2_000uL)
        assertFalse(back.horseshoesView(2_000uL).canSubmit)
        assertThrows<TuffestException.NotAllowedNow> { back.horseshoesSubmit(0u, 3_000uL) }
        assertThrows<TuffestException.InvalidSave> { GameSession.load("{", TuffestLanguage.EN) }

        val code = horseshoesPuzzleFromNumbers(listOf(2, 5, 10, 20), 2000, TuffestLanguage.EN).code
        val verdict = horseshoesJudge("2*5*10*20", code)
        assertTrue(verdict.valid)
        assertEquals(10u, verdict.score)
        val bad = assertThrows<TuffestException.InvalidCode> { horseshoesPuzzleFromNumbers(listOf(1, 2), 50, TuffestLanguage.EN) }
        assertEquals("A puzzle needs 4, 5 or 6 computing numbers, not 2.", bad.message)
        assertThrows<TuffestException.InvalidSetup> { GameSession.horseshoes(null, 1uL, listOf(), 0uL, TuffestLanguage.EN) }
        assertThrows<TuffestException.InvalidSetup> {
            GameSession.horseshoes(null, 1uL, listOf(Seat("Ann", SeatKind.Person), Seat("CPU", SeatKind.Computer(Strength.STRONG))), 0uL, TuffestLanguage.EN)
        }
    }
}
