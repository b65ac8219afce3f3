package app.tuffest.core

import app.tuffest.ffi.*

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** Math Horseshoes rounds through the bindings with scripted time. */
class HorseshoesTest {
    @Test
    fun `a pass-and-play round for two players`() {
        val round = HorseshoesRound.fromNumbers(listOf(2, 5, 10, 20), 2000, listOf("Ann", "Ben"))
        val code = round.puzzle().code
        assertEquals(listOf(2u, 5u, 10u, 20u), horseshoesPuzzleFromCode(code).numbers)

        var v = round.view(0uL)
        assertEquals("Ann", (v.screen as HorseshoesScreen.HandOver).name)
        assertTrue(v.numbers.isEmpty(), "the puzzle is hidden on the hand-over screen")
        assertTrue(v.canStart)
        assertThrows<TuffestException.NotAllowedNow> { round.setAnswer(0uL, "2") }

        // Ann writes the exact answer and submits.
        round.startTurn(1_000uL)
        round.setAnswer(2_000uL, "2*5*10")
        v = round.view(2_000uL)
        val writing = v.screen as HorseshoesScreen.Writing
        assertEquals("2 × 5 × 10", writing.display)
        assertEquals(writing.display, writing.draft)
        assertEquals("The computing number 20 is not used.", writing.draftProblem)
        assertEquals(2000u, v.target)
        round.setAnswer(3_000uL, "2*5*10*20")
        assertNull((round.view(3_000uL).screen as HorseshoesScreen.Writing).draftProblem)
        val submitted = round.submit(4_000uL)
        assertEquals(listOf<HorseshoesEvent>(HorseshoesEvent.TurnOver(0u)), submitted)

        // Ben runs out of time with a weaker answer; the clock was paused for a while.
        assertEquals("Ben", (round.view(5_000uL).screen as HorseshoesScreen.HandOver).name)
        round.startTurn(10_000uL)
        round.setAnswer(11_000uL, "2*5*10+20")
        round.pause(20_000uL)
        assertTrue(round.view(100_000uL).paused)
        assertEquals(170_000uL, round.view(100_000uL).remainingMs)
        round.resume(100_000uL)
        assertTrue(round.tick(259_999uL).isEmpty())
        assertEquals(listOf<HorseshoesEvent>(HorseshoesEvent.LastTenSeconds), round.tick(260_000uL))
        val end = round.tick(270_000uL)
        assertTrue(HorseshoesEvent.TimeExpired in end, "$end")
        assertTrue(HorseshoesEvent.RoundOver in end, "$end")

        val reveal = round.view(270_000uL).screen as HorseshoesScreen.Reveal
        assertEquals(listOf(10u, 0u), reveal.results.map { it.verdict.score })
        assertEquals("2000", reveal.results[0].verdict.exact)
        assertEquals("2 * 5 * 10 + 20", reveal.results[1].verdict.expression)
        assertEquals(10u, reveal.bestScore)
        assertEquals(reveal.results, round.results())
    }

    @Test
    fun `a solitaire round saves, restores and judges typed expressions`() {
        val round = HorseshoesRound.fromSeed(11uL, listOf("Ann"))
        assertEquals(horseshoesPuzzle(11uL), round.puzzle())
        round.startTurn(0uL)
        round.setAnswer(1_000uL, round.puzzle().numbers.joinToString("+"))
        val saved = round.save()
        round.close()
        val back = HorseshoesRound.restore(saved)
        val w = back.view(1_000uL).screen as HorseshoesScreen.Writing
        assertEquals("Ann", w.name)
        back.submit(2_000uL)
        assertFalse(back.view(2_000uL).canSubmit)
        assertThrows<TuffestException.NotAllowedNow> { back.submit(3_000uL) }
        assertThrows<TuffestException.InvalidSave> { HorseshoesRound.restore("{") }

        val verdict = horseshoesJudge("2*5*10*20", HorseshoesRound.fromNumbers(listOf(2, 5, 10, 20), 2000, listOf("A")).puzzle().code)
        assertTrue(verdict.valid)
        assertEquals(10u, verdict.score)
        val bad = assertThrows<TuffestException.InvalidCode> { HorseshoesRound.fromNumbers(listOf(1, 2), 50, listOf("A")) }
        assertEquals("A puzzle needs 4, 5 or 6 computing numbers, not 2.", bad.message)
        assertThrows<TuffestException.InvalidSetup> { HorseshoesRound.fromSeed(1uL, listOf()) }
    }
}
