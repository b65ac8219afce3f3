package app.tuffest.core

import app.tuffest.ffi.*

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** A Math Horseshoes round driven by tile and key presses, as the apps' keypad does. */
class HorseshoesKeysTest {
    private fun writing(round: GameSession, now: ULong) = round.horseshoesView(now).screen as HorseshoesScreen.Writing

    /** The seat writing presses the keypad key drawn with [label], sending the core's own key name back. */
    private fun press(round: GameSession, now: ULong, label: String) {
        val key = writing(round, now).keys.first { it.label == label }
        round.horseshoesKey(round.horseshoesView(now).turn!!, key.key, now)
    }

    private fun round(numbers: List<Long>, target: Long, vararg names: String): GameSession {
        val code = horseshoesPuzzleFromNumbers(numbers, target, TuffestLanguage.EN).code
        return GameSession.horseshoes(code, 0uL, names.map { Seat(it, SeatKind.Person) }, 0uL, TuffestLanguage.EN)
    }

    @Test
    fun `a solitaire answer built from tiles and keys`() {
        val round = round(listOf(1, 3, 4, 17), 341, "Ana")
        round.horseshoesStartTurn(0u, 0uL)
        val keypad = writing(round, 0uL).keys.map { it.label }
        assertEquals(listOf("+", "−", "×", "÷", "^", "√", "(", ")", "⌫", "C"), keypad)
        assertEquals(listOf(1u, 3u, 4u, 17u), writing(round, 0uL).tiles.map { it.value })

        // √((17 + 3)^4) − 1, the rulebook's example: tiles by index, keys by label.
        for (step in listOf("√", "(", "(", "#3", "+", "#1", ")", "^", "#2", ")", "−", "#0")) {
            if (step.startsWith("#")) round.horseshoesNumber(0u, step.drop(1).toUInt(), 10uL) else press(round, 10uL, step)
        }
        var w = writing(round, 20uL)
        assertEquals("√((17 + 3)^4) − 1", w.display)
        assertEquals(listOf("√", "(", "(", "17", "+", "3", ")", "^", "4", ")", "−", "1"), w.entry)
        assertTrue(w.tiles.all { it.used })
        assertTrue(w.validSoFar)
        assertNull(w.draftProblem)
        assertNotNull(w.live)
        val live = w.live!!
        assertEquals("399", live.value)
        assertEquals(5u, live.score)
        assertEquals("58 away from the target: between 32 and 64, so 10 − 5 = 5 points.", live.band)

        // A used tile is refused, in the round's language once it is set.
        val refused = assertThrows<TuffestException.EditRefused> { round.horseshoesNumber(0u, 3u, 21uL) }
        assertEquals("17 is already in your answer: each number is used once.", refused.message)
        round.setLanguage(TuffestLanguage.FR)
        val refusedFr = assertThrows<TuffestException.EditRefused> { round.horseshoesNumber(0u, 3u, 21uL) }
        assertEquals("17 est déjà dans votre réponse\u00a0: chaque nombre sert une seule fois.", refusedFr.message)
        assertEquals("Tous les nombres sont utilisés.", round.horseshoesView(21uL).status)

        // ⌫ frees the last tile; C frees them all.
        round.horseshoesKey(0u, "back", 22uL)
        w = writing(round, 22uL)
        assertEquals(listOf(false, true, true, true), w.tiles.map { it.used })
        assertTrue(w.validSoFar)
        assertEquals("Il manque un nombre ou une parenthèse ouvrante en position 16.", w.draftProblem)
        press(round, 23uL, "C")
        assertTrue(writing(round, 23uL).tiles.none { it.used })
        round.horseshoesNumber(0u, 3u, 24uL)
        press(round, 24uL, ")")
        w = writing(round, 24uL)
        assertFalse(w.validSoFar)
        assertEquals("La parenthèse fermée en position 3 n'a jamais été ouverte.", w.draftProblem)
        round.horseshoesKey(0u, "clear", 25uL)
        for (step in listOf("#3", "×", "#2", "×", "(", "#1", "+", "#0", ")")) {
            if (step.startsWith("#")) round.horseshoesNumber(0u, step.drop(1).toUInt(), 26uL) else press(round, 26uL, step)
        }
        assertEquals("272", writing(round, 26uL).live!!.value)

        round.horseshoesSubmit(0u, 30_000uL)
        val reveal = round.horseshoesView(30_000uL).screen as HorseshoesScreen.Reveal
        assertEquals("17 × 4 × (3 + 1)", reveal.results[0].answer)
        assertEquals(4u, reveal.results[0].verdict.score)
        assertEquals("À 69 de la cible\u00a0: entre 64 et 128, donc 10 − 6 = 4 points.", reveal.results[0].band)
        assertEquals("Vous marquez 4 points sur 10.", round.horseshoesView(30_000uL).status)
        assertNotNull(reveal.bestExpression)

        val record = round.historyRecord(1_700_000_000_000L)
        assertEquals("horseshoes", record.game)
        assertEquals("solitaire", record.variant)
        assertTrue(record.finished)
        assertEquals(listOf(0u), record.winners)
        assertEquals("17 × 4 × (3 + 1)", record.rounds[0].entries[0].equation)
    }

    @Test
    fun `pass-and-play in French with a saved entry, then the rules page`() {
        val round = round(listOf(5, 5, 3, 7), 200, "Ana", "Ben")
        round.setLanguage(TuffestLanguage.FR)
        val handOver = round.horseshoesView(0uL).screen as HorseshoesScreen.HandOver
        assertTrue(handOver.message.startsWith("Passez l'appareil à Ana."), handOver.message)
        round.horseshoesStartTurn(0u, 0uL)
        round.horseshoesNumber(0u, 1u, 1uL)
        press(round, 2uL, "×")
        round.pause(3uL)
        val back = GameSession.load(round.save(3uL), TuffestLanguage.FR)
        assertEquals(listOf(false, true, false, false), writing(back, 4uL).tiles.map { it.used })
        assertEquals("En pause.", back.horseshoesView(4uL).status)
        back.resume(10uL)
        back.horseshoesNumber(0u, 0u, 11uL)
        assertEquals("5 × 5", writing(back, 11uL).display)
        assertThrows<TuffestException.NotAllowedNow> { back.horseshoesStartTurn(0u, 12uL) }
        back.horseshoesSubmit(0u, 12uL)
        back.horseshoesStartTurn(1u, 20uL)
        back.horseshoesAnswer(1u, "5*5*(7+3)", 21uL)
        assertEquals(listOf(true, true, true, true), writing(back, 21uL).tiles.map { it.used })
        back.horseshoesSubmit(1u, 22uL)
        assertEquals("Ben gagne avec 5 points.", back.horseshoesView(23uL).status)
        val record = back.historyRecord(0L)
        assertEquals("pass-and-play", record.variant)
        assertEquals(listOf(1u), record.winners)

        assertEquals("Fers à cheval mathématiques", horseshoesTitle(TuffestLanguage.FR))
        assertEquals("Math Horseshoes", horseshoesTitle(TuffestLanguage.EN))
        assertTrue(rulesBook(TuffestLanguage.FR).first { it.id == "horseshoes" }.page.rules.joinToString(" ").contains("1024"))
        assertTrue(horseshoesSummary(TuffestLanguage.EN).isNotEmpty())
        assertEquals("Un problème a 4, 5 ou 6 nombres, pas 2.", horseshoesPuzzleProblem(listOf(1L, 2L), 500L, TuffestLanguage.FR))
    }
}
