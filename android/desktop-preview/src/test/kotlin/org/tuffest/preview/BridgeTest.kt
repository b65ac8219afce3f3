package org.tuffest.preview

import app.tuffest.core.rulesBook
import app.tuffest.ffi.HistoryStore
import app.tuffest.core.HorseshoesScreen
import app.tuffest.core.HorseshoesView
import app.tuffest.core.TufGame
import app.tuffest.core.TufPlayerView
import app.tuffest.core.TufSeat
import app.tuffest.core.TufSeatKind
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.tufMatchConfig
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import app.tuffest.core.Cue
import org.tuffest.bridge.BoxesSession
import org.tuffest.bridge.Catalog
import org.tuffest.bridge.ChipsSession
import org.tuffest.bridge.SaveSlots
import org.tuffest.bridge.TournamentSession
import org.tuffest.bridge.savedGameViews
import org.tuffest.bridge.HistoryBridge
import org.tuffest.bridge.HorseshoesSession
import org.tuffest.bridge.MatchSession
import org.tuffest.bridge.SetupState
import app.tuffest.core.Feedback
import app.tuffest.core.feedbackOf
import org.tuffest.ui.components.timerMilestone
import org.tuffest.ui.model.SetupPlayer
import org.tuffest.ui.model.callOf
import org.tuffest.ui.model.hintAvailable
import java.io.File
import java.nio.file.Path

/**
 * The shells' bridge (android/core-bridge) over the real core: every sentence a screen shows
 * comes from the core in the player's language, and the core's records the screens draw carry
 * what the core decided (cube options, hints, the keypad, tiles used, the history of both games).
 */
class BridgeTest {
    /** Words that mark an English sentence; none may appear in a French screen. */
    private val english = Regex(
        "\\b(the|is|are|and|you|your|called|beat|round|with|of|tap|ready|time|left|seconds|raised|square|root|divided|" +
            "cubes to beat|hand|player|equation|not|first|place|number)\\b",
        RegexOption.IGNORE_CASE,
    )

    private fun assertFrench(where: String, texts: List<String?>) {
        val bad = texts.filterNotNull().filter { english.containsMatchIn(it) }
        assertTrue(bad.isEmpty(), "$where shows English in the French app: $bad")
        assertTrue(texts.filterNotNull().any { it.isNotBlank() }, "$where shows some text")
    }

    /** A seat's board as the screen shows it: the tray (unused cubes) and the row's cubes. */
    private fun boardTexts(b: TufPlayerView): List<String?> =
        listOf(b.reason, b.declareBlocked, b.spoken) +
            b.cubes.filter { !it.used }.map { it.spoken } + b.items.filter { !it.isGap }.map { it.spoken }

    /** Every sentence the TUF screens show of the core's table and the session's extras. */
    private fun tableTexts(s: MatchSession): List<String?> {
        val t = s.view
        return listOf(t.status, s.extras.title, t.handOver?.message, s.extras.hint) +
            t.players.flatMap { p -> listOf(t.callOf(p)) + (if (p.hidden) emptyList() else boardTexts(p)) } +
            t.roundSheet?.rows.orEmpty().flatMap { listOf(it.note, it.reason) }
    }

    /** Every sentence the Horseshoes screen shows of the core's view. */
    private fun horseshoesTexts(v: HorseshoesView): List<String?> = listOf(v.status) + when (val screen = v.screen) {
        is HorseshoesScreen.HandOver -> listOf(screen.message)
        is HorseshoesScreen.Writing -> listOf(screen.draftProblem, screen.spoken, screen.live?.band) +
            screen.keys.map { it.spoken } + screen.tiles.map { it.spoken }
        is HorseshoesScreen.Reveal -> screen.results.flatMap { listOf(it.verdict.error, it.band, it.spoken) } +
            listOf(screen.bestBand, screen.bestSpoken)
    }

    @Test
    fun everyTufScreenIsInFrench() {
        val scenes = Scenes(TuffestLanguage.FR)
        val tables = mapOf(
            "game 4 mid-round" to scenes.game4MidRound(),
            "game 6 exponent" to scenes.game6Exponent(),
            "solitaire" to scenes.solitaire(),
            "hand-over" to scenes.handOver(),
            "round sheet" to scenes.scriptedMatch(1),
            "match sheet" to scenes.scriptedMatch(2),
        )
        for ((name, session) in tables) assertFrench(name, tableTexts(session))
        val sheet = tables.getValue("round sheet").view.roundSheet
        assertNotNull(sheet)
        assertEquals("déclarant final\u00a0: double", sheet!!.rows[0].note)
        assertTrue(tables.getValue("hand-over").view.handOver!!.message.contains("Ben"))
    }

    @Test
    fun theStatusLineIsTheCores() {
        val en = Scenes(TuffestLanguage.EN).game4MidRound()
        assertEquals(en.game.tufView(43_000uL).status, en.view.status)
        assertTrue(en.view.status.startsWith("Robo called TUF"), en.view.status)
        val fr = Scenes(TuffestLanguage.FR).game4MidRound()
        assertTrue(fr.view.status.startsWith("Robo a annoncé TUF"), fr.view.status)
    }

    @Test
    fun cubesCarryTheCoresGlyphsAndChoices() {
        val board = Scenes(TuffestLanguage.EN).game4MidRound().view.players[0]
        val cubes = board.items.filter { !it.isGap }
        assertEquals(listOf("⅕", "(x)", "6", "+", "4", "=", "2").size, cubes.size)
        val paren = cubes[1]
        assertTrue(paren.roles.size >= 3, "the (×) cube offers multiply, open and close: ${paren.roles}")
        assertTrue(cubes.all { it.spoken.isNotBlank() })
        assertTrue(board.spoken.isNotBlank(), "the core reads the equation aloud")
    }

    @Test
    fun solitaireOffersHintsInTheMatchLanguageAndCountsThem() {
        val s = Scenes(TuffestLanguage.FR).solitaire()
        // The scene's clock stands at 291 s: the round is still going.
        assertTrue(s.view.hintAvailable, "solitaire offers hints")
        s.hint()
        val hint = s.extras.hint
        assertNotNull(hint)
        assertTrue(hint!!.startsWith("La meilleure équation vaut") || hint.startsWith("Une bonne équation vaut"), hint)
        s.endRound()
        assertTrue(s.historyRecord().rounds.any { r -> r.entries.any { it.hintsUsed > 0u } }, "the hint is counted (assisted)")
        assertFalse(s.view.hintAvailable, "no hints once the round is over")
        assertNotNull(s.view.par, "par after the round")
        assertTrue(s.view.par!!.normal.isNotEmpty(), "one equation worth par")
        val twoPeople = Scenes(TuffestLanguage.FR).handOver()
        assertFalse(twoPeople.view.hintAvailable, "no hints when another person plays")
    }

    @Test
    fun setupListsComeFromTheCore() {
        val oneA = SetupState(game = "1A", players = listOf(SetupPlayer("Ana", null))).view(TuffestLanguage.EN)
        assertEquals(listOf("+ + + +", "+ + − −", "+ − − −", "− − − −"), oneA.variants)
        val one = SetupState(game = "1", players = listOf(SetupPlayer("Ana", null))).view(TuffestLanguage.EN)
        assertTrue(one.variants.isEmpty(), "game 1 has no presets")
        assertEquals(listOf("%", "π", "log", "j", "tan", "χ"), one.constantFaces)
        val raced = SetupState(game = "1", players = listOf(SetupPlayer("Ana", null)), useConstantCube = true, raceFace = "π")
            .config(false, app.tuffest.core.TufDevice.PHONE, 1uL)
        assertEquals(app.tuffest.core.TufFace.Pi, raced?.raceSymbol)
    }

    @Test
    fun horseshoesKeysTilesAndRefusalsAreTheCores() {
        val clock = VirtualClock()
        val s = HorseshoesSession.start(listOf("Ana"), null, 31uL, clock.read, TuffestLanguage.FR, 0L)
        s.start()
        clock.now = 1_000
        assertEquals(listOf("+", "−", "×", "÷", "^", "√", "(", ")", "⌫", "C"), s.writing.keys.map { it.label })
        s.number(0)
        assertTrue(s.writing.tiles[0].used, "the core marks the tile used")
        s.number(0)
        assertNotNull(s.refusal, "a used tile is refused")
        assertFrench("refusal", listOf(s.refusal))
        s.key("back")
        assertFalse(s.writing.tiles[0].used, "⌫ frees the tile")
        s.number(0); s.key("*"); s.number(1)
        assertTrue(s.writing.display.contains("×"), s.writing.display)
        assertFrench("writing", horseshoesTexts(s.view))
        clock.now = 2_000
        s.submit(); s.tick()
        assertTrue(s.view.screen is HorseshoesScreen.Reveal, "${s.view.screen}")
        assertTrue(s.isOver)
        assertFrench("reveal", horseshoesTexts(s.view))
        val hand = HorseshoesSession.start(listOf("Ana", "Ben"), null, 31uL, VirtualClock().read, TuffestLanguage.FR, 0L)
        assertFrench("hand-over", horseshoesTexts(hand.view))
    }

    @Test
    fun horseshoesTimerShowsItsLastSecondsFromTheCoresCueUntilTheTurnPasses() {
        val clock = VirtualClock()
        val s = HorseshoesSession.start(listOf("Ana", "Ben"), null, 31uL, clock.read, TuffestLanguage.EN, 0L)
        s.start()
        s.tick()
        clock.now = 169_000
        s.tick()
        assertFalse(s.timeRunningOut, "eleven seconds left")
        clock.now = 170_000
        assertTrue(s.tick().any { it is Cue.TimeRunningOut })
        assertTrue(s.timeRunningOut, "the core's TimeRunningOut cue")
        clock.now = 180_000
        val cues = s.tick()
        assertTrue(cues.any { it is Cue.TimeUp } && cues.any { it is Cue.HandOver }, "$cues")
        assertEquals("Ben", (s.view.screen as HorseshoesScreen.HandOver).name)
        assertFalse(s.timeRunningOut, "cleared for Ben's turn")
        s.start()
        s.tick()
        assertFalse(s.timeRunningOut, "Ben's three minutes start afresh")
    }

    @Test
    fun historyHoldsBothGamesAndSaysWhenItWasRepaired(@TempDir dir: Path) {
        val file = dir.resolve("history.sqlite").toFile()
        val scenes = Scenes(TuffestLanguage.FR)
        HistoryStore.open(file.absolutePath).use { store ->
            assertNotNull(scenes.scriptedMatch(2).record(store))
            assertNotNull(scenes.horseshoesReveal().record(store))
            val history = HistoryBridge(store, TuffestLanguage.FR) { it.toString() }
            val pages = { history.pages() ?: error("the history reads") }
            val sections = pages().games.associate { it.title to it.stats.size }
            assertTrue(sections.getValue("TUF") > 0, "TUF statistics: $sections")
            assertTrue(sections.values.count { it > 0 } == 2, "Horseshoes statistics too: $sections")
            assertTrue(pages().games.count { it.fame.isNotEmpty() } == 2)
            // The kit's games in the apps have their sections, in the kit's order, titled by the core in French.
            assertEquals(
                listOf("TUF", "Fers à cheval mathématiques", "Le jeu des petits carrés", "Le jeu des jetons", "Le tournoi de jeux", "Mathable", "Pytagora", "Monte et descends", "Tables de multiplication", "Mots croisés d’équations"),
                pages().games.map { it.title },
            )
            assertNotNull(scenes.boxesGame(3, 100, TuffestLanguage.FR).record(store))
            assertTrue(pages().games.first { it.title == "Le jeu des petits carrés" }.stats.isNotEmpty())
            // Variants are the core's words, not stored codes ("pass-and-play", "1 standard").
            val games = pages().recent.map { it.game }
            assertTrue(games.any { it.contains("chacun son tour") || it.contains("jeu 1") }, "French variants: $games")
            assertTrue(games.none { it.contains("pass-and-play") || it.contains("standard") && !it.contains("jeu") }, "$games")
            // Averages are the core's decimals: a comma in French, never "36.0".
            val averages = pages().games.flatMap { it.stats }.map { it.averageTotal }.filter { it != "—" }
            assertTrue(averages.isNotEmpty() && averages.all { ',' in it && '.' !in it }, "French averages: $averages")
            // Dates are the platform's: the bridge's formatter, given the match's start.
            assertEquals(pages().recent.first().startedAtMs.toString(), history.date(pages().recent.first().startedAtMs))
            assertNull(pages().notice, "a healthy file")
            store.closeFile()
        }
        file.writeText("not a database at all, only some words")
        HistoryStore.open(file.absolutePath).use { store ->
            val notice = HistoryBridge(store, TuffestLanguage.FR) { it.toString() }.pages()?.notice
            assertNotNull(notice)
            assertTrue(notice!!.contains(File("${file.absolutePath}.corrupt-1").name), notice)
        }
    }

    @Test
    fun rulesPagesAreAllTheCoresInFrench() {
        val pages = rulesBook(TuffestLanguage.FR)
        assertTrue(pages.any { it.id == "horseshoes" }, "Horseshoes has a rules page")
        assertEquals("Le cube constant", pages.first { it.id == "orange" }.page.title)
        for (p in pages) {
            assertTrue(p.page.rules.isNotEmpty(), p.id)
            assertFrench("rules ${p.id}", p.page.rules.take(1))
        }
    }

    @Test
    fun aSavedMatchComesBackInTheDevicesLanguage() {
        val en = Scenes(TuffestLanguage.EN).game4MidRound()
        val saved = en.save()
        val fr = MatchSession.restore(saved, VirtualClock(50_000).read, TuffestLanguage.FR, 0L)
        assertFrench("restored table", tableTexts(fr))
        val human = TufSeat("Ana", TufSeatKind.Human)
        val config = tufMatchConfig(TufGame.G1, listOf(human), 1uL)
        val s = MatchSession.start(config, VirtualClock().read, TuffestLanguage.FR, 0L)
        s.nextRound()
        assertNotNull(s.refusal)
        assertFrench("refusal", listOf(s.refusal))
    }

    @Test
    fun oneCueATickAndTimeUpWins() {
        // Time up, the round and the match ending in one tick: the expiry buzz is the one played.
        val tick = listOf(Cue.RoundOver, Cue.GameOver, Cue.TimeUp(null))
        assertEquals(Feedback.ALARM, feedbackOf(tick))
        assertEquals(Feedback.PULSE, feedbackOf(listOf(Cue.RoundOver, Cue.GameOver)))
        assertEquals(Feedback.TICK, feedbackOf(listOf(Cue.Called(0u), Cue.TimeRunningOut(null))))
        assertNull(feedbackOf(emptyList()))
        assertNull(feedbackOf(listOf(Cue.YourTurn(0u), Cue.HandOver(1u))))
    }

    @Test
    fun theTimerIsAnnouncedOnlyAtAMinuteTenSecondsAndTimeUp() {
        assertNull(timerMilestone(61_000))
        assertEquals("a11y_one_minute", timerMilestone(60_000))
        assertEquals("a11y_one_minute", timerMilestone(10_001))
        assertEquals("a11y_ten_seconds", timerMilestone(10_000))
        assertEquals("a11y_ten_seconds", timerMilestone(1))
        assertEquals("a11y_time_up", timerMilestone(0))
        // Between two milestones the announced text does not change, so nothing is re-read.
        assertEquals((59_000L downTo 11_000L step 1_000).map { timerMilestone(it) }.toSet().size, 1)
    }

    @Test
    fun dotsAndBoxesIsPlayedThroughTheKitsSessionInFrench() {
        val clock = VirtualClock()
        val s = BoxesSession.start(4, null, "Ana", "Robo", app.tuffest.core.Strength.STRONG, 3uL, clock.read, TuffestLanguage.FR, 0L)
        assertEquals(9, s.view.board.cells.size)
        assertEquals(24, s.view.board.segments.size)
        val first = s.view.board.segments.first { !it.drawn }.segment
        s.draw(first)
        assertNull(s.refusal)
        // The same segment again: refused by the core, in French, and nothing changes.
        val before = s.save()
        while (s.view.turn != 0u) { clock.now += 500; s.tick() }
        s.draw(first)
        assertNotNull(s.refusal)
        assertTrue(s.refusal!!.contains("déjà tracé"), s.refusal)
        s.askHint()
        assertNotNull(s.hint)
        assertFrench("boxes", listOf(s.view.status, s.hint, s.refusal) + s.view.board.segments.map { it.spoken } + s.view.board.cells.map { it.spoken })
        // Undo against the computer takes the person's move back.
        s.undo()
        assertNull(s.refusal)
        assertEquals(0, s.view.board.segments.count { it.drawn })
        // Played to the end, the core's GameOver cue becomes the match-over buzz.
        val events = mutableListOf<Cue>()
        while (!s.view.over) {
            if (s.view.turn == 0u && !s.view.thinking) s.draw(s.view.board.segments.first { !it.drawn }.segment)
            clock.now += 500
            events += s.tick()
            assertTrue(clock.now < 600_000, "the game ends")
        }
        assertTrue(Cue.GameOver in events)
        // Every completed box was a light tick; the game's end outranks it in one tick.
        assertTrue(events.any { it is Cue.Scored })
        assertEquals(Feedback.TICK, feedbackOf(events.filter { it is Cue.Scored }))
        assertEquals(Feedback.PULSE, feedbackOf(listOf(Cue.Scored(0u), Cue.GameOver)))
        assertEquals(9u, s.view.scores.sum())
        val record = s.historyRecord()
        assertTrue(record.finished)
        assertEquals("boxes", record.game)
        assertNotEquals(before, s.save())
    }

    @Test
    fun aTufMatchIsOnTheKitsSessionAndADeclarationIsTheCalledCue() {
        val clock = VirtualClock()
        val roll = app.tuffest.ffi.tufRollFromFaces("1 2 3 6 7 8 + + - (x) =").code
        val config = tufMatchConfig(TufGame.G1, listOf(TufSeat("Ana", TufSeatKind.Human), TufSeat("Ben", TufSeatKind.Human)), 5uL)
            .copy(rollCode = roll, mode = app.tuffest.core.TufPlayMode.Table(app.tuffest.core.TufDevice.PHONE))
        val s = MatchSession.start(config, clock.read, TuffestLanguage.EN, 0L)
        assertEquals(app.tuffest.core.GameId.TUF, s.game.game())
        s.tick()
        clock.now = 2_000
        s.setText(1, "1 + 2 = 3")
        s.actionsFor(1).declare()
        assertNull(s.refusal)
        val cues = s.tick()
        assertTrue(Cue.Called(1u) in cues, "$cues")
        assertEquals(Feedback.ACKNOWLEDGE, feedbackOf(cues.filter { it is Cue.Called }))
        // A refused command changes nothing and leaves the core's sentence.
        val before = s.save()
        s.actionsFor(0).declare()
        assertNotNull(s.refusal)
        assertEquals(before, s.save())
        assertFalse(s.isOver)
    }

    @Test
    fun aSavedDotsAndBoxesGameIsOfferedAndComesBack(@TempDir dir: Path) {
        val clock = VirtualClock()
        val s = BoxesSession.start(5, null, "Ana", "Ben", null, 1uL, clock.read, TuffestLanguage.EN, 0L)
        s.draw(s.view.board.segments.first { !it.drawn }.segment)
        val slots = SaveSlots(dir.toFile())
        slots.write(SaveSlots.Kind.Boxes, 42L, s.save())
        val offered = savedGameViews(slots, TuffestLanguage.FR).single()
        assertEquals("Boxes", offered.id)
        assertEquals("Le jeu des petits carrés", offered.summary.title)
        assertTrue(offered.summary.detail.startsWith("5 points de côté"), offered.summary.detail)
        val back = BoxesSession.restore(slots.read(SaveSlots.Kind.Boxes)!!.text, clock.read, TuffestLanguage.FR, 42L)
        assertEquals(s.view.board.segments.map { it.drawn to it.by }, back.view.board.segments.map { it.drawn to it.by })
        assertTrue(back.view.status.isNotBlank())
        assertFrench("restored boxes", back.view.board.cells.map { it.spoken })
        assertEquals(1u, back.view.turn)
        // A damaged save is not offered, and the core says why when asked to load it.
        slots.write(SaveSlots.Kind.Boxes, 42L, "{ broken")
        assertTrue(savedGameViews(slots, TuffestLanguage.FR).isEmpty())
        val refused = runCatching { BoxesSession.restore("{ broken", clock.read, TuffestLanguage.FR, 0L) }.exceptionOrNull()
        assertTrue(refused is app.tuffest.ffi.TuffestException.InvalidSave, "$refused")
    }

    @Test
    fun theChipGameIsPlayedThroughTheKitsSessionInFrench() {
        val clock = VirtualClock()
        val s = ChipsSession.start(5, null, "Ana", "Robo", app.tuffest.core.Strength.BEGINNER, 8uL, clock.read, TuffestLanguage.FR, 0L)
        assertEquals(25, s.view.board.cells.size)
        assertEquals(listOf("Ana", "Robo"), s.names)
        // A square with a chip on it: refused by the core in French, nothing changes.
        val before = s.save()
        s.place(s.view.board.cells.first { it.owner != null }.cell)
        assertNotNull(s.refusal)
        assertEquals(before, s.save())
        s.showLegal(false)
        assertFalse(s.view.showLegal)
        assertTrue(s.view.board.cells.none { it.highlight.legal })
        s.showLegal(true)
        s.askHint()
        assertNotNull(s.hint)
        assertFrench("chips", listOf(s.view.status, s.hint, s.refusal) + s.view.board.cells.map { it.spoken })
        val events = mutableListOf<Cue>()
        while (!s.view.over) {
            if (s.view.toMove == app.tuffest.core.ChipColour.YELLOW) s.place(s.view.board.cells.first { it.highlight.legal }.cell)
            clock.now += 500
            events += s.tick()
            assertTrue(clock.now < 600_000, "the game ends")
        }
        assertTrue(Cue.GameOver in events)
        val record = s.historyRecord()
        assertTrue(record.finished)
        assertEquals("chips", record.game)
        // Saved, offered on home in French and restored.
        val slots = SaveSlots(java.nio.file.Files.createTempDirectory("chips").toFile())
        val running = Scenes(TuffestLanguage.EN).chipsGame(6, 1, TuffestLanguage.EN)
        slots.write(SaveSlots.Kind.Chips, 1L, running.save())
        val offered = savedGameViews(slots, TuffestLanguage.FR).single()
        assertEquals("Chips", offered.id)
        assertTrue(offered.summary.detail.startsWith("Ana "), offered.summary.detail)
        val back = ChipsSession.restore(slots.read(SaveSlots.Kind.Chips)!!.text, clock.read, TuffestLanguage.FR, 1L)
        assertEquals(running.view.board.cells.map { it.owner }, back.view.board.cells.map { it.owner })
    }

    @Test
    fun mathableIsPlayedThroughTheKitsSessionInFrench() {
        val s = Scenes(TuffestLanguage.FR).mathableGame(2, choose = true, TuffestLanguage.FR)
        val v = s.view
        assertEquals(196, v.board.cells.size)
        // A chosen tile: the core highlights its legal squares; the rack is the core's.
        assertNotNull(v.selected)
        assertTrue(v.board.cells.any { it.highlight.legal })
        assertTrue(v.players[0].rack!!.contains(v.selected!!))
        // A square that does not take it: refused in French, nothing changes.
        val before = s.save()
        s.place(v.board.cells.first { it.text.isEmpty() && !it.highlight.legal }.cell)
        assertNotNull(s.refusal)
        assertEquals(before, s.save())
        s.askHint()
        assertNotNull(s.hint)
        assertFrench("mathable", listOf(v.status, s.hint, s.refusal) + v.board.cells.map { it.spoken })
        assertEquals(v.tilesLeft.sumOf { it.count.toInt() }, v.bagCount.toInt())
        // Agreeing to end (the one person) ends the game; the core writes the record.
        s.agreeEnd()
        assertTrue(s.view.over, s.refusal ?: "")
        assertEquals("mathable", s.historyRecord().game)
        assertTrue(s.historyRecord().finished)
    }

    @Test
    fun pytagorasChildrensGamesArePlayedThroughTheKitsSessionInFrench() {
        val u = Scenes(TuffestLanguage.FR).upAndDownGame(app.tuffest.core.UpAndDownVariant.EVEN_ODD, 1000, TuffestLanguage.FR)
        assertTrue(u.view.over)
        assertEquals("Monte et descends : pairs et impairs", u.view.title)
        assertFrench("up and down", listOf(u.view.status) + u.view.board.cells.map { it.spoken })
        assertEquals("updown", u.historyRecord().game)
        // A tap on a square that wants nothing, once over: refused by the core, nothing changes.
        val before = u.save()
        u.place(u.view.board.cells.first().cell)
        assertNotNull(u.refusal)
        assertEquals(before, u.save())
        val t = Scenes(TuffestLanguage.FR).tablesGame(100, TuffestLanguage.FR)
        assertTrue(t.view.over)
        assertEquals(t.view.rounds.toInt(), t.view.lines.size)
        assertFrench("tables", listOf(t.view.status))
        assertEquals("tables", t.historyRecord().game)
        // Mid-game: a wrong answer is refused in French and leaves the hand as it was.
        val mid = Scenes(TuffestLanguage.FR).tablesGame(1, TuffestLanguage.FR)
        assertFalse(mid.view.over)
        assertEquals(0u, mid.view.asked)
        val hand = mid.view.hand
        mid.attach(listOf(hand.first(), hand.first(), hand.first(), hand.first()))
        assertNotNull(mid.refusal)
        assertFrench("tables refusal", listOf(mid.refusal))
        assertEquals(hand, mid.view.hand)
    }

    @Test
    fun aWholeTournamentIsRunThroughTheKitsSessionInFrench(@TempDir dir: Path) {
        val form = tournamentForm(TuffestLanguage.FR)
        assertEquals(4, form.view.competitors.size)
        val plan = form.view.plan!!
        // Four competitors: three rounds of a round robin, Dots and Boxes and the chip game in turn.
        assertEquals(3, plan.rounds.size)
        assertTrue(plan.rounds[0].summary.contains("points"), plan.rounds[0].summary)
        assertFrench("rounds", plan.rounds.map { it.summary })
        // A round made anew at 7 dots; refusals in French that keep the form.
        form.roundSize(0, 7)
        assertEquals(7u, form.view.plan!!.rounds[0].size)
        assertNull(form.view.error)
        form.qualifiers(9)
        assertTrue(form.view.error!!.contains("qualifier"), form.view.error)
        form.qualifiers(2)
        assertNull(form.view.error)
        form.finalCode("pas un code")
        assertNotNull(form.view.error)
        form.newFinal()
        assertNull(form.view.error)
        // The share code brings the same tournament to another device's form.
        val other = tournamentForm(TuffestLanguage.FR)
        other.loadCode(form.view.plan!!.code)
        assertEquals(form.view.plan!!.copy(rounds = other.view.plan!!.rounds), other.view.plan)
        assertEquals(form.view.competitors, other.view.competitors)

        // A whole event: Ana chooses, plays both games with the same taps as alone and the final on its keypad.
        val mid = tournamentGame(TuffestLanguage.FR) { it.stage == app.tuffest.core.TournamentStage.PLAYING && it.toMove == 0u }
        assertTrue(mid.view.game is app.tuffest.core.TournamentGameView.Boxes || mid.view.game is app.tuffest.core.TournamentGameView.Chips, "${mid.view.game}")
        val slots = SaveSlots(dir.toFile())
        slots.write(SaveSlots.Kind.Tournament, 7L, mid.save())
        val offered = savedGameViews(slots, TuffestLanguage.FR).single()
        assertEquals("Tournament", offered.id)
        assertFrench("saved tournament", listOf(offered.summary.detail))
        val back = TournamentSession.restore(slots.read(SaveSlots.Kind.Tournament)!!.text, VirtualClock().read, TuffestLanguage.FR, 7L)
        assertEquals(mid.view.standings, back.view.standings)
        // No hints in a tournament: refused in French.
        mid.askHint()
        assertEquals("Pas d’indice dans un tournoi.", mid.refusal)

        val s = tournamentGame(TuffestLanguage.FR) { false }
        assertEquals(app.tuffest.core.TournamentStage.OVER, s.view.stage)
        assertTrue(s.isOver)
        assertEquals(3, s.view.results.size)
        assertEquals(3, s.view.finalRows.size)
        assertTrue(s.view.status.contains("remporte le tournoi"), s.view.status)
        assertTrue(s.resultsText().contains("Ana"))
        assertFrench("standings", s.view.standings.map { it.tieBreaks } + s.view.pairings.map { it.state })
        val store = app.tuffest.ffi.HistoryStore.open(dir.resolve("history.sqlite").toString())
        assertNotNull(s.record(store))
        // The event, its three games and its final are all in the history.
        assertEquals(5, s.historyRecords().size)
        assertEquals(listOf("tournament"), s.historyRecords().map { it.game }.filter { it == "tournament" })
        store.closeFile()
    }

    @Test
    fun mathableHidesRacksUntilTheDeviceIsTakenInFrench() {
        val clock = VirtualClock()
        val seats = listOf(app.tuffest.core.Seat("Ana", app.tuffest.core.SeatKind.Person), app.tuffest.core.Seat("Ben", app.tuffest.core.SeatKind.Person))
        val settings = app.tuffest.core.MathableSettings(app.tuffest.core.MathableFirstPlayer.RANDOM, racksHidden = true, showLegal = true)
        val s = org.tuffest.bridge.MathableSession.start(null, seats, 3uL, clock.read, TuffestLanguage.FR, 0L, settings)
        assertNotNull(s.view.handOver)
        assertFrench("hand-over", listOf(s.view.handOver))
        assertTrue(s.view.players.all { it.rack == null }, "no rack shows before the device is taken")
        val before = s.save()
        s.endTurn()
        assertEquals("Passez d’abord l’appareil au joueur dont c’est le tour.", s.refusal)
        assertEquals(before, s.save())
        s.takeDevice()
        assertNull(s.refusal)
        assertNull(s.view.handOver)
        val me = s.view.current.toInt()
        assertTrue(s.view.players.withIndex().all { (i, p) -> (p.rack != null) == (i == me) })
        s.endTurn()
        assertNotNull(s.view.handOver, "the next person waits for the device")
    }

    @Test
    fun pytagoraIsPlayedThroughTheKitsSessionInFrench() {
        val s = pytagoraGame(TuffestLanguage.FR)
        assertEquals(0u, s.view.turn)
        assertEquals("Pytagora", s.view.title)
        assertEquals(10, s.view.hand.size)
        assertEquals(15, s.view.keypad.size)
        assertTrue(s.view.board.cells.isNotEmpty(), "Robo laid the first equation")
        assertTrue(s.view.spokenLines.all { it.contains("égale") }, "${s.view.spokenLines}")
        assertFrench("pytagora", listOf(s.view.status) + s.view.keypad.map { it.spoken })
        // A line the rules refuse comes back with the core's reason, in French, and nothing changes.
        val before = s.save()
        s.lay(app.tuffest.core.Cell(0u, 0u), false, "1+1=3", false)
        assertNotNull(s.refusal)
        assertFrench("pytagora refusal", listOf(s.refusal))
        assertEquals(before, s.save())
        // Stuck: the pieces go back, ten new ones, and five points off.
        s.stuck()
        assertNull(s.refusal)
        assertEquals(-5L, s.view.scores[0])
        assertEquals(10, s.view.hand.size)
        assertEquals("pytagora", s.historyRecord().game)
        val pm = pytagoraGame(TuffestLanguage.FR, app.tuffest.core.PytagoraVariant.PLUS_AND_MINUS)
        assertEquals("Plus et moins", pm.view.title)
        assertEquals(13, pm.view.keypad.size)
    }

    @Test
    fun theFrenchTileGameIsPlayedThroughTheKitsSessionInFrench() {
        val s = crosswordGame(TuffestLanguage.FR)
        assertEquals(0u, s.view.turn)
        assertEquals(10, s.view.hand.size)
        assertEquals(17, s.view.keypad.size)
        assertEquals(15u.toUByte(), s.view.board.rows)
        assertTrue(s.view.board.cells.any { it.mark == "3E" && it.spoken.contains("jaune") }, "premium squares are named, not only coloured")
        assertTrue(s.view.equations.isNotEmpty(), "Robo laid the first equation")
        assertTrue(s.view.equations.all { it.spoken.contains("égale") && it.members.size >= 2 }, "${s.view.equations}")
        assertFrench("crossword", listOf(s.view.status, s.view.lastPlay) + s.view.keypad.map { it.spoken })
        // A play the rules refuse comes back with the core's reason, in French, and nothing changes.
        val before = s.save()
        s.lay(app.tuffest.core.Cell(0u, 0u), false, "1+1=3")
        assertFrench("crossword refusal", listOf(s.refusal))
        assertEquals(before, s.save())
        // A transformation that changes the value is refused the same way.
        val eq = s.view.equations.first()
        s.transform(eq.start, eq.down, 0, "9999")
        assertFrench("crossword transform refusal", listOf(s.refusal))
        assertEquals(before, s.save())
        // An exchange of two rack tiles uses the turn: Robo is to move, the rack is full again.
        s.exchange(s.view.hand.take(2).joinToString("") { it.text })
        assertNull(s.refusal)
        assertEquals(1u, s.view.turn)
        assertTrue(s.view.thinking)
        assertEquals("crossword", s.historyRecord().game)
        // Nothing is open to a challenge without the challenge rule.
        assertTrue(s.view.challengers.isEmpty())
        // The presets reach the game: racks of 12, two minutes a turn.
        assertEquals(12, crosswordGame(TuffestLanguage.FR, app.tuffest.core.FrenchPreset.TWELVE_TILES).view.hand.size)
        assertEquals(120u, crosswordGame(TuffestLanguage.EN, app.tuffest.core.FrenchPreset.TIMED).view.secondsLeft)
        // Pass-and-play: the hand-over first, the rack hidden until Ana says she has the device.
        val pp = crosswordGame(TuffestLanguage.FR, people = true)
        assertNotNull(pp.view.handOver)
        assertTrue(pp.view.hand.isEmpty())
        pp.ready()
        assertNull(pp.view.handOver)
        assertEquals(10, pp.view.hand.size)
        // A save reads back into the same view.
        val back = org.tuffest.bridge.CrosswordSession.restore(pp.save(), { 0L }, TuffestLanguage.FR, 0L)
        assertEquals(pp.view.scores, back.view.scores)
        assertEquals(pp.view.board, back.view.board)
        val titles = Catalog.crosswordSetup(TuffestLanguage.FR).variants.map { it.second }
        assertEquals(7, titles.size)
        assertFrench("crossword presets", titles.drop(1))
        // Variant 5: the home-made tiles are on the keypad.
        val home = crosswordGame(TuffestLanguage.EN, app.tuffest.core.FrenchPreset.HOME_MADE)
        assertTrue(home.view.keypad.map { it.text }.containsAll(listOf("(", ")", "^", "√")), "${home.view.keypad.map { it.text }}")
        assertFalse(s.view.keypad.any { it.text == "√" })
        // Variant 4: the form asks each person for seconds; the first person's 30 reach the game.
        val form = Catalog.crosswordSetup(TuffestLanguage.EN)
        assertFalse(form.asksSeconds)
        val handicap = form.copy(variant = app.tuffest.core.FrenchPreset.HANDICAP.name, people = 2, computers = 0).withSeconds(0, 30)
        assertTrue(handicap.asksSeconds)
        assertEquals(listOf(30, 120), handicap.secondsOfPeople())
        val settings = Catalog.crosswordSettings(handicap, 3uL).copy(first = app.tuffest.core.FrenchFirstPlayer.Seat(0u))
        assertEquals(listOf(30u, 120u), settings.handicapSeconds)
        val timed = org.tuffest.bridge.CrosswordSession.start(
            settings,
            listOf(app.tuffest.core.Seat("Ana", app.tuffest.core.SeatKind.Person), app.tuffest.core.Seat("Ben", app.tuffest.core.SeatKind.Person)),
            { 0L }, TuffestLanguage.EN, 0L,
        )
        timed.ready()
        assertEquals(30u, timed.view.secondsLeft)
        assertTrue(Catalog.crosswordSettings(form, 3uL).handicapSeconds.isEmpty())
    }
}
