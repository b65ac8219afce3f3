package app.tuffest.core

import app.tuffest.ffi.*

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.io.TempDir
import java.nio.file.Path

/**
 * Whole TUF matches on the kit's `GameSession` through the bindings with scripted time (the test
 * is the shell's clock): double solitaire against a computer player, save and resume in a new
 * "process", and the match recorded in the history and read back as statistics.
 */
class TufMatchTest {
    /** `1 + 2 = 3` (5), `1 + 2 + 3 = 6` (7), `8 - 7 + 2 + 3 = 6` (9). */
    private val rollCode = tufRollFromFaces("1 2 3 6 7 8 + + - (x) =").code

    private fun solitaireConfig(): TufMatchConfig {
        val seats = listOf(
            TufSeat("Ann", TufSeatKind.Human),
            TufSeat(
                "Robo",
                TufSeatKind.Scripted(
                    listOf(TufScriptedMove(20_000uL, "1 + 2 = 3"), TufScriptedMove(40_000uL, "1 + 2 + 3 = 6")),
                ),
            ),
        )
        return tufMatchConfig(TufGame.G1_CC, seats, 42uL).copy(
            rounds = 2u,
            limitMs = 60_000uL,
            rollCode = rollCode,
            mode = TufPlayMode.Table(TufDevice.PHONE),
        )
    }

    private fun start(config: TufMatchConfig) = GameSession.tuf(config, 0uL, TuffestLanguage.EN)

    private fun GameSession.set(seat: UInt, text: String, now: ULong) = tufApply(seat, TufCommand.SetText(text), now)

    private fun GameSession.apply(seat: UInt, command: TufCommand, now: ULong) = tufApply(seat, command, now)

    private fun GameSession.view(now: ULong) = tufView(now)

    @Test
    fun `a whole double-solitaire match against a computer player`(@TempDir dir: Path) {
        val game = start(solitaireConfig())
        val sheets = mutableListOf<TufRoundSheetView>()
        assertEquals(listOf<Cue>(), game.tick(0uL), "table play: no seat's turn, no hand-over")
        assertEquals(GameId.TUF, game.game())
        assertEquals(PlayMode.VS_COMPUTER, game.mode(), "one person at the table with a computer player")

        var v = game.view(0uL)
        assertEquals("solitaire", v.variant)
        assertEquals(TufPhaseView.PLAYING, v.phase)
        assertEquals(v.players[0].rollCode, v.players[1].rollCode)
        assertEquals(0u, v.players[0].rotationDegrees)
        assertTrue(v.players[1].isComputer)
        assertEquals("limit", v.timer!!.colour)
        assertEquals(60_000uL, v.timer!!.remainingMs)
        assertEquals("DONE", v.players[0].call)
        // One person at the table with a computer player: the device shows Ann's board alone.
        assertFalse(v.tableMode)
        assertEquals(0u, v.deviceSeat)

        // People cannot move for the computer.
        val refused = assertThrows<TuffestException.NotAllowedNow> { game.set(1u, "1 + 2 = 3", 1_000uL) }
        assertEquals("Player 1 is a computer player.", refused.message)

        var t = 0uL
        for (round in 1u..2u) {
            // Ann builds a short equation, then a longer one cube by cube, and says DONE.
            game.set(0u, "1 + 2 = 3", t + 1_000uL)
            game.apply(0u, TufCommand.Clear, t + 2_000uL)
            val cubes = game.view(t + 2_000uL).players[0].cubes
            fun id(face: String, nth: Int = 0) = cubes.filter { it.face == face }[nth].index
            listOf(id("8"), id("-"), id("7"), id("+"), id("2"), id("+", 1), id("3"), id("="), id("6"))
                .forEachIndexed { at, cube -> game.apply(0u, TufCommand.Place(cube, at.toUInt()), t + 3_000uL) }
            v = game.view(t + 3_000uL)
            assertEquals("8 - 7 + 2 + 3 = 6", v.players[0].text)
            assertTrue(v.players[0].valid)
            assertEquals(9, v.players[0].value)
            // The computer plays on its script while Ann thinks.
            assertTrue(game.tick(t + 19_999uL).isEmpty())
            assertEquals("", game.view(t + 19_999uL).players[1].text)
            assertTrue(game.tick(t + 20_000uL).isEmpty(), "a computer's move is no cue")
            assertEquals("1 + 2 = 3", game.view(t + 20_000uL).players[1].text)
            game.tick(t + 40_000uL)
            assertEquals(listOf<Cue>(Cue.TimeRunningOut(null)), game.tick(t + 50_000uL))
            val end = if (round == 1u) {
                // Round 1: time runs out.
                game.tick(t + 60_000uL).also { assertTrue(Cue.TimeUp(null) in it, "$it") }
            } else {
                // Round 2: Ann says DONE, which ends the round at once (only people hold it up).
                game.apply(0u, TufCommand.Declare, t + 55_000uL)
            }
            assertTrue(Cue.RoundOver in end, "$end")

            v = game.view(t + 60_000uL)
            val sheet = v.roundSheet!!
            sheets += sheet
            assertEquals(listOf(9, 7), sheet.rows.map { it.points })
            assertEquals("1 + 2 + 3 = 6", sheet.rows[1].text)
            if (round == 1u) {
                assertEquals(TufPhaseView.ROUND_OVER, v.phase)
                assertTrue(v.buttons.nextRound)
                assertFalse(Cue.GameOver in end, "$end")
                assertEquals(null, game.outcome())
                t += 61_000uL
                game.apply(0u, TufCommand.NextRound, t)
                assertEquals(2u, game.view(t).round)
            } else {
                assertEquals(TufPhaseView.MATCH_OVER, v.phase)
                assertTrue(Cue.GameOver in end, "$end")
            }
        }
        val outcome = game.outcome()!!
        assertEquals(listOf(18L, 14L), outcome.scores)
        assertEquals(listOf(0u), outcome.winners)
        assertEquals(listOf(false, false), outcome.assisted)
        val sheet = game.view(t + 60_000uL).matchSheet
        assertEquals(listOf(listOf(9, 7), listOf(9, 7)), sheet.rounds)
        assertTrue(sheet.over)
        val late = assertThrows<TuffestException.NotAllowedNow> { game.apply(0u, TufCommand.Declare, t + 70_000uL) }
        assertEquals("The match is over.", late.message)

        // The core turns the finished match into a history record; the app records it and
        // reads statistics back.
        val record = game.historyRecord(1_700_000_000_000)
        assertEquals("tuf", record.game)
        assertTrue(record.finished)
        assertEquals(2, record.rounds.size)
        assertEquals(listOf(18L, 14L), record.players.map { it.total })
        assertEquals(listOf(false, true), record.players.map { it.isComputer })
        assertEquals(listOf(9L, 7L), record.rounds[0].entries.map { it.score })
        assertEquals(listOf(0u), record.winners)
        val file = dir.resolve("history.sqlite").toString()
        HistoryStore.open(file).use { it.record(record); it.closeFile() }
        HistoryStore.open(file).use { store ->
            val ann = store.findPlayer("ann", false, null)!!
            val stats = store.playerStats("tuf", ann.id, false)!!
            assertEquals(1u, stats.wins)
            assertEquals(18L, stats.bestMatch!!.total)
            assertEquals("8 − 7 + 2 + 3 = 6", stats.bestRound!!.equation)
            assertEquals(listOf(18L, 14L), store.hallOfFame("tuf", 2u, 10u, true).map { it.total })
        }
    }

    @Test
    fun `a computer player of a strength bests a person in a standard match`() {
        val seats = listOf(TufSeat("Ann", TufSeatKind.Human), TufSeat("Cpu", TufSeatKind.Computer(Strength.STRONG)))
        val config = tufMatchConfig(TufGame.G1, seats, 7uL).copy(rollCode = rollCode, rounds = 1u)
        assertEquals(TufTimerSchedule.Standard, config.schedule)
        val game = start(config)
        game.set(0u, "1 + 2 = 3", 1_000uL)
        val declared = game.apply(0u, TufCommand.Declare, 2_000uL)
        assertEquals(listOf<Cue>(Cue.Called(0u)), declared)
        val v = game.view(2_000uL)
        assertEquals("Ann called TUF: 5 cubes to beat.", v.status)
        assertEquals("red", v.timer!!.colour)
        assertEquals(0u, v.declarer)
        assertTrue(v.players[0].frozen)
        val frozen = assertThrows<TuffestException.NotAllowedNow> { game.apply(0u, TufCommand.Clear, 3_000uL) }
        assertTrue(frozen.message!!.startsWith("Hands off"), frozen.message)
        // Scripted time: a second at a time until the match is over.
        val cues = mutableListOf<Cue>()
        var t = 2_000uL
        var cpuCall: String? = null
        while (game.outcome() == null && t < 3_600_000uL) {
            t += 1_000uL
            val now = game.tick(t)
            if (Cue.Called(1u) in now && cpuCall == null) cpuCall = game.view(t).status
            cues += now
        }
        assertTrue(cpuCall != null && cpuCall.startsWith("Cpu called TUFFER"), "$cpuCall")
        assertTrue(Cue.GameOver in cues, "$cues")
        val sheet = game.view(t).roundSheet!!
        assertTrue(sheet.rows[1].valid, "the computer's equation is true: ${sheet.rows[1]}")
        val byCpu = game.view(t).declarations.filter { it.seat == 1u }
        assertTrue(byCpu.isNotEmpty() && byCpu.first().call == "TUFFER" && byCpu.first().value > 5, "$byCpu")
        assertEquals(2 * byCpu.last().value, sheet.rows[1].points) // double for the final declarer
        assertEquals(listOf(5L, sheet.rows[1].points.toLong()), game.outcome()!!.scores) // single for Ann
    }

    @Test
    fun `solitaire hints come in three steps and par is shown after the round`() {
        val config = tufMatchConfig(TufGame.G1_CA, listOf(TufSeat("Ann", TufSeatKind.Human)), 7uL).copy(rollCode = rollCode)
        val game = start(config)
        val hints = listOf(game.hint(0u, 1_000uL), game.hint(0u, 2_000uL), game.hint(0u, 3_000uL))
        assertEquals(3, hints.toSet().size, "$hints")
        assertNull(game.view(3_000uL).par, "par comes after the round")
        assertTrue(hints[0].startsWith("The best equation is worth 11"), hints[0])
        // Step 3 names the equation and its cubes as typed: "Try … (cubes: …)."
        val best = hints[2].substringAfter("(cubes: ").substringBeforeLast(").")
        assertTrue(hints[2].startsWith("Try ") && best.contains("="), hints[2])
        game.set(0u, best, 4_000uL)
        game.apply(0u, TufCommand.Declare, 5_000uL)
        val par = game.view(5_000uL).par!!
        assertEquals(11, par.value)
        assertTrue(par.proved)
        assertEquals(listOf(true), game.outcome()!!.assisted)
        val record = game.historyRecord(0L)
        assertEquals(3u, record.rounds[0].entries[0].hintsUsed)
        assertEquals(11L, record.par)
        val cpu = start(tufMatchConfig(TufGame.G1, listOf(TufSeat("Ann", TufSeatKind.Human), TufSeat("Cpu", TufSeatKind.Computer(Strength.CASUAL))), 1uL))
        val refused = assertThrows<TuffestException.NotAllowedNow> { cpu.hint(1u, 10uL) }
        assertTrue(refused.message!!.contains("computer"), refused.message)
    }

    @Test
    fun `save and resume in a new process with a new clock`() {
        val seats = listOf(TufSeat("Ann", TufSeatKind.Human), TufSeat("Ben", TufSeatKind.Human))
        val config = tufMatchConfig(TufGame.G1, seats, 7uL).copy(rollCode = rollCode)
        val game = start(config)
        game.set(0u, "1 + 2 = 3", 0uL)
        game.apply(0u, TufCommand.Declare, 1_000uL)
        game.set(1u, "1 + 2 + 3 = 6", 2_000uL)
        val saved = game.save(61_000uL)
        assertTrue(saved.startsWith("{\"format\":\"tuffest-save\",\"version\":1,\"game\":\"tuf\""), saved.take(60))
        assertEquals("Ann called TUF: 5 cubes to beat.", game.view(61_000uL).status, "saving does not touch the match in play")
        game.close()

        // The app was killed; a new process with a new clock restores it.
        val back = GameSession.load(saved, TuffestLanguage.EN)
        assertEquals("Paused.", back.view(5uL).status)
        assertEquals(120_000uL, back.view(5uL).timer!!.remainingMs)
        assertEquals("1 + 2 + 3 = 6", back.view(5uL).players[1].text)
        assertThrows<TuffestException.NotAllowedNow> { back.apply(1u, TufCommand.Declare, 6uL) }
        assertTrue(Cue.Resumed in back.resume(5uL))
        assertEquals(listOf<Cue>(Cue.Called(1u)), back.apply(1u, TufCommand.Declare, 10uL))
        assertEquals(120_000uL, back.view(10uL).timer!!.remainingMs)
        assertTrue(Cue.RoundOver in back.tick(120_010uL))
        assertEquals(listOf(5, 14), back.view(120_010uL).matchSheet.totals)
        assertNull(back.outcome(), "round 1 of 5")

        val damaged = assertThrows<TuffestException.InvalidSave> { GameSession.load(saved.take(saved.length / 2), TuffestLanguage.EN) }
        assertTrue(damaged.message!!.startsWith("The saved game is damaged"), damaged.message)
        val future = saved.replace("\"version\":1", "\"version\":2")
        assertThrows<TuffestException.InvalidSave> { GameSession.load(future, TuffestLanguage.EN) }

        // A board (one player's layout) saves and restores too.
        val board = TufBoard(rollCode, tufGameSettings(TufGame.G1))
        board.setLayoutText("8 - 7 + 2 + 3 = 6")
        val again = TufBoard.restore(board.save())
        assertEquals(board.view(), again.view())
    }

    @Test
    fun `the setup screens' limits come from the core`() {
        val limits = tufSetupLimits()
        assertEquals(4u, limits.maxSeats)
        assertEquals(2u, limits.maxPeopleOnAPhone)
        assertEquals(listOf(1u, 3u, 5u, 10u), limits.roundChoices)
        val mathable = gameSeatLimits(GameId.MATHABLE)
        assertEquals(listOf(2u, 4u, 0u), listOf(mathable.minSeats, mathable.maxSeats, mathable.minPeople))
        assertFalse(gameSeatLimits(GameId.HORSESHOES).computers)
        assertEquals(8u, gameSeatLimits(GameId.TOURNAMENT).maxSeats)
        assertEquals(6u, gameSeatLimits(GameId.TABLES).maxSeats)
    }

    @Test
    fun `setups that do not fit are refused with a sentence`() {
        val nobody = assertThrows<TuffestException.InvalidSetup> {
            start(tufMatchConfig(TufGame.G1, listOf(), 1uL))
        }
        assertEquals("A match has 1 to 4 players, not 0.", nobody.message)
        val onlyComputers = tufMatchConfig(TufGame.G1, listOf(TufSeat("Cpu", TufSeatKind.Computer(Strength.STRONG))), 1uL)
        assertThrows<TuffestException.InvalidSetup> { start(onlyComputers) }
        // A roll code is read (and refused) before it goes into a setup.
        assertThrows<TuffestException.InvalidRoll> { tufRollFromCode("??") }
        val race = tufMatchConfig(TufGame.G6, listOf(TufSeat("Ann", TufSeatKind.Human)), 1uL).copy(raceSymbol = TufFace.Plus)
        val raceError = assertThrows<TuffestException.InvalidSetup> { start(race) }
        assertNotNull(raceError.message)
    }
}
