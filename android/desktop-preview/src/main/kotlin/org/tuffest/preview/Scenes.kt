package org.tuffest.preview

import app.tuffest.ffi.HistoryStore
import app.tuffest.core.TufDevice
import app.tuffest.core.TufGame
import app.tuffest.core.TufMatchConfig
import app.tuffest.core.TufPlayMode
import app.tuffest.core.TufRole
import app.tuffest.core.TufScriptedMove
import app.tuffest.core.TufSeat
import app.tuffest.core.TufSeatKind
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.tufMatchConfig
import app.tuffest.ffi.tufRollFromFaces
import app.tuffest.core.Strength
import org.tuffest.bridge.BoxesSession
import org.tuffest.bridge.ChipsSession
import org.tuffest.bridge.MathableSession
import org.tuffest.bridge.TablesSession
import org.tuffest.bridge.UpAndDownSession
import org.tuffest.bridge.HorseshoesSession
import org.tuffest.bridge.MatchSession
import java.io.File

/** The shell's monotonic clock, moved by hand: every scene is scripted time on the real core. */
class VirtualClock(var now: Long = 0L) {
    val read: () -> Long = { now }
}

/**
 * Real core state for the screenshots: matches and rounds set up, played and judged by the Rust
 * core through the generated bindings, exactly as the apps drive them (MatchSession,
 * HorseshoesSession). Only the players' moves are scripted.
 */
class Scenes(private val language: TuffestLanguage) {
    private val wall = 1_763_000_000_000L

    private fun human(name: String) = TufSeat(name, TufSeatKind.Human)

    private fun session(config: TufMatchConfig, clock: VirtualClock): MatchSession =
        MatchSession.start(config, clock.read, language, wall).also { it.tick() }

    /** The index in the roll of an unused cube showing [face] for [seat]. */
    private fun cube(s: MatchSession, seat: Int, face: String): Int =
        s.game.tufView(0uL).players[seat].cubes.first { it.face == face && !it.used }.index.toInt()

    /** Places the faces one by one at the end of [seat]'s row, as taps on the tray do. */
    private fun place(s: MatchSession, seat: Int, vararg faces: String) {
        val actions = s.actionsFor(seat)
        faces.forEachIndexed { at, f -> actions.place(cube(s, seat, f), at) }
    }

    /**
     * Game 4 mid-round: Robo (a scripted computer) called TUF at 20 s; Ana has built the
     * rulebook's `1/5 ( 6 + 4 = 2` cube by cube and set the (×) cube to open a group.
     */
    fun game4MidRound(): MatchSession {
        val clock = VirtualClock()
        val roll = tufRollFromFaces("2 4 3 6 9 5 + - × (x) 1/5 =").code
        val config = tufMatchConfig(
            TufGame.G4,
            listOf(human("Ana"), TufSeat("Robo", TufSeatKind.Scripted(listOf(TufScriptedMove(20_000uL, "2 + 4 = 6"))))),
            7uL,
        ).copy(rollCode = roll, mode = TufPlayMode.Table(TufDevice.PHONE))
        val s = session(config, clock)
        clock.now = 5_000
        place(s, 0, "1/5", "(x)", "6", "+", "4", "=", "2")
        s.actionsFor(0).setRole(1, TufRole.OPEN)
        clock.now = 20_000; s.tick()
        clock.now = 43_000; s.tick()
        return s
    }

    /** Game 6 alone: an exponent (`27^(2/3) = 9`, tuf.md's example) and a cube still in the tray. */
    fun game6Exponent(): MatchSession {
        val clock = VirtualClock()
        val roll = tufRollFromFaces("2 7 2 3 9 1 ÷ + - (x) 1/2 =").code
        val config = tufMatchConfig(TufGame.G6, listOf(human("Ana")), 11uL).copy(rollCode = roll)
        val s = session(config, clock)
        clock.now = 30_000
        s.setText(0, "2 7 ^{ 2 ÷ 3 } = 9")
        return s
    }

    /** Solitaire 1C(a) on a seeded roll: three cubes placed, the live verdict says why not yet. */
    fun solitaire(): MatchSession {
        val clock = VirtualClock()
        val s = session(tufMatchConfig(TufGame.G1_CA, listOf(human("Ana")), 2026uL), clock)
        clock.now = 12_000
        val cubes = s.game.tufView(0uL).players[0].cubes
        val actions = s.actionsFor(0)
        cubes.take(3).forEachIndexed { at, c -> actions.place(c.index.toInt(), at) }
        clock.now = 291_000; s.tick()
        return s
    }

    /** The same solitaire ended: the score sheet with the solver's par for the roll. */
    fun solitaireOver(): MatchSession = solitaire().also { it.endRound() }

    private val smallRoll = tufRollFromFaces("1 2 3 6 7 8 + + - (x) =").code

    /** Table mode: [names] people at one device. */
    fun tableMode(device: TufDevice, names: List<String>, layouts: List<String>): MatchSession {
        val clock = VirtualClock()
        val config = tufMatchConfig(TufGame.G1, names.map(::human), 5uL)
            .copy(rollCode = smallRoll, mode = TufPlayMode.Table(device))
        val s = session(config, clock)
        clock.now = 8_000
        layouts.forEachIndexed { seat, text -> if (text.isNotEmpty()) s.setText(seat, text) }
        s.actionsFor(0).declare()
        clock.now = 47_000; s.tick()
        return s
    }

    /** Pass-and-play: the hand-over screen before Ben's turn. */
    fun handOver(): MatchSession {
        val clock = VirtualClock()
        val config = tufMatchConfig(TufGame.G1, listOf(human("Ana"), human("Ben")), 5uL)
            .copy(rollCode = smallRoll, mode = TufPlayMode.PassAndPlay, rounds = 3u)
        val s = session(config, clock)
        s.takeTurn(0)
        clock.now = 30_000
        s.setText(0, "8 - 7 + 2 + 3 = 6")
        s.actionsFor(0).declare()
        clock.now = 31_000; s.tick()
        return s
    }

    /**
     * A two-round match against a scripted computer: Robo calls TUF (`1 + 2 = 3`), Ana calls
     * TUFFER (`8 - 7 + 2 + 3 = 6`), the yellow timer runs out and the core scores the round.
     * [rounds] 1 stops at the round's score sheet; 2 plays on to the match's.
     */
    fun scriptedMatch(rounds: Int): MatchSession {
        val clock = VirtualClock()
        val robo = TufSeat("Robo", TufSeatKind.Scripted(listOf(TufScriptedMove(2_000uL, "1 + 2 = 3"))))
        val config = tufMatchConfig(TufGame.G1, listOf(human("Ana"), robo), 5uL)
            .copy(rollCode = smallRoll, rounds = 2u, mode = TufPlayMode.Table(TufDevice.PHONE))
        val s = session(config, clock)
        var t = 0L
        for (round in 1..rounds) {
            clock.now = t + 2_000; s.tick()
            clock.now = t + 5_000
            s.setText(0, "8 - 7 + 2 + 3 = 6")
            s.actionsFor(0).declare()
            clock.now = t + 130_000; s.tick()
            if (round < rounds) {
                t = clock.now + 1_000
                clock.now = t
                s.nextRound()
            }
        }
        return s
    }

    /**
     * A temporary SQLite history with real records written by the core
     * (`GameSession.historyRecord`): the scripted match against Robo, and the same moves played by
     * Ben, a person at the device; a Horseshoes round; finished games of Dots and Boxes, the chip
     * game and Mathable against computer players.
     */
    fun history(dir: File): HistoryStore {
        val file = File(dir, "history.sqlite").also { it.delete() }
        val store = HistoryStore.open(file.absolutePath)
        scriptedMatch(2).record(store)
        playedMatch("Ben").record(store)
        horseshoesReveal().record(store)
        boxesGame(4, 100, language).record(store)
        chipsGame(4, 100, language).record(store)
        mathableGame(2, choose = false, language).also { it.agreeEnd() }.record(store)
        return store
    }

    /** Two people at a phone: [opponent] calls TUF with `1 + 2 = 3`, Ana calls TUFFER, twice. */
    fun playedMatch(opponent: String): MatchSession {
        val clock = VirtualClock()
        val config = tufMatchConfig(TufGame.G1, listOf(human("Ana"), human(opponent)), 5uL)
            .copy(rollCode = smallRoll, rounds = 2u, mode = TufPlayMode.Table(TufDevice.PHONE))
        val s = MatchSession.start(config, clock.read, language, wall + 86_400_000L).also { it.tick() }
        var t = 0L
        for (round in 1..2) {
            clock.now = t + 2_000
            s.setText(1, "1 + 2 = 3"); s.actionsFor(1).declare()
            clock.now = t + 5_000
            s.setText(0, "8 - 7 + 2 + 3 = 6"); s.actionsFor(0).declare()
            clock.now = t + 130_000; s.tick()
            if (round < 2) { t = clock.now + 1_000; clock.now = t; s.nextRound() }
        }
        return s
    }

    /** Ana alone at Math Horseshoes on the seeded puzzle, on [clock], her turn started. */
    private fun horseshoesSolo(clock: VirtualClock): HorseshoesSession =
        HorseshoesSession.start(listOf("Ana"), null, 31uL, clock.read, language, wall).also { it.start() }

    /** Math Horseshoes on a seeded puzzle: the writing screen after a few keys, 40 s in. */
    fun horseshoesWriting(): HorseshoesSession {
        val clock = VirtualClock()
        val s = horseshoesSolo(clock)
        clock.now = 25_000
        s.number(0); s.key("*"); s.number(1); s.key("+")
        clock.now = 40_000; s.tick()
        return s
    }

    /** The reveal: every number used once, and the solver's best expression. */
    fun horseshoesReveal(): HorseshoesSession {
        val clock = VirtualClock()
        val s = horseshoesSolo(clock)
        clock.now = 60_000
        val n = s.view.numbers.size
        for (i in 0 until n) {
            s.number(i)
            if (i < n - 1) s.key(if (i % 2 == 0) "*" else "+")
        }
        s.submit()
        s.tick()
        return s
    }

    /** Pass-and-play Horseshoes: the hand-over screen. */
    fun horseshoesHandOver(): HorseshoesSession =
        HorseshoesSession.start(listOf("Ana", "Ben"), null, 31uL, VirtualClock().read, language, wall)
}

/**
 * Dots and Boxes against the Strong computer player (Robo), [dots] a side: Ana taps the first
 * undrawn segment of the core's view [personMoves] times (or to the end), Robo answers in `tick`.
 */
fun Scenes.boxesGame(dots: Int, personMoves: Int, language: TuffestLanguage): BoxesSession {
    val clock = VirtualClock()
    val s = BoxesSession.start(dots, null, "Ana", "Robo", Strength.STRONG, 9uL, clock.read, language, 1_763_000_000_000L)
    var moves = 0
    while (!s.view.over && moves < personMoves) {
        if (s.view.turn == 0u && !s.view.thinking) {
            s.draw(s.view.board.segments.first { !it.drawn }.segment)
            moves++
        }
        clock.now += 500
        s.tick()
    }
    while (!s.view.over && s.view.turn != 0u) { clock.now += 500; s.tick() }
    return s
}

/**
 * The chip game against the Casual computer player (Robo) on a seeded board of [size]: Ana taps
 * the first square the core marks legal [personMoves] times (or to the end), Robo answers.
 */
fun Scenes.chipsGame(size: Int, personMoves: Int, language: TuffestLanguage): ChipsSession {
    val clock = VirtualClock()
    val s = ChipsSession.start(size, null, "Ana", "Robo", Strength.CASUAL, 4uL, clock.read, language, 1_763_000_000_000L)
    var moves = 0
    while (!s.view.over && moves < personMoves) {
        if (s.view.toMove == app.tuffest.core.ChipColour.YELLOW) {
            s.place(s.view.board.cells.first { it.highlight.legal }.cell)
            moves++
        }
        clock.now += 500
        s.tick()
    }
    while (!s.view.over && s.view.toMove != app.tuffest.core.ChipColour.YELLOW) { clock.now += 500; s.tick() }
    return s
}

/**
 * Mathable, Ana against the Strong computer player (Robo): Ana plays [turns] turns as a player
 * taps them (each rack tile chosen in turn until the core highlights a legal square, placed
 * there, no extra tile, end of turn); then, when [choose], a tile is chosen so that its legal
 * squares show.
 */
fun Scenes.mathableGame(turns: Int, choose: Boolean, language: TuffestLanguage): MathableSession {
    val clock = VirtualClock()
    val seats = listOf(app.tuffest.core.Seat("Ana", app.tuffest.core.SeatKind.Person), app.tuffest.core.Seat("Robo", app.tuffest.core.SeatKind.Computer(Strength.STRONG)))
    val s = MathableSession.start(null, seats, 12uL, clock.read, language, 1_763_000_000_000L)
    var played = 0
    while (!s.view.over && played <= turns) {
        if (s.view.current == 0u && !s.view.thinking) {
            if (played == turns) break
            mathableTurn(s, place = true)
            played++
        }
        clock.now += 500
        s.tick()
    }
    if (choose) mathableTurn(s, place = false)
    return s
}

/** Mathable between Ana and Ben with hidden racks: the hand-over screen before Ana's rack shows. */
fun Scenes.mathableHandOver(language: TuffestLanguage): MathableSession {
    val seats = listOf(app.tuffest.core.Seat("Ana", app.tuffest.core.SeatKind.Person), app.tuffest.core.Seat("Ben", app.tuffest.core.SeatKind.Person))
    val settings = app.tuffest.core.MathableSettings(app.tuffest.core.MathableFirstPlayer.RANDOM, racksHidden = true, showLegal = true)
    return MathableSession.start(null, seats, 12uL, VirtualClock().read, language, 1_763_000_000_000L, settings)
}

/** One person's turn from the view: choose tiles until one has a legal square, and place it there. */
fun mathableTurn(s: MathableSession, place: Boolean) {
    val rack = s.view.players[s.view.current.toInt()].rack.orEmpty()
    for (value in rack) {
        s.select(value)
        val legal = s.view.board.cells.firstOrNull { it.highlight.legal } ?: continue
        if (!place) return
        s.place(legal.cell)
        if (s.view.question != null) s.extra(false)
        break
    }
    if (place) s.endTurn()
}

/** Léa (a child) and Robo (Casual) at Up and down ([variant]): Léa plays [moves] moves from the view. */
fun Scenes.upAndDownGame(variant: app.tuffest.core.UpAndDownVariant, moves: Int, language: TuffestLanguage): UpAndDownSession {
    val clock = VirtualClock()
    val seats = listOf(app.tuffest.core.Seat("Léa", app.tuffest.core.SeatKind.Person), app.tuffest.core.Seat("Robo", app.tuffest.core.SeatKind.Computer(Strength.CASUAL)))
    val s = UpAndDownSession.start(variant, seats, 3uL, clock.read, language, 1_763_000_000_000L)
    var played = 0
    while (!s.view.over && played < moves) {
        if (s.view.turn == 0u) {
            s.view.board.cells.firstOrNull { it.highlight.legal }?.let { s.place(it.cell) } ?: s.draw()
            played++
        }
        clock.now += 500
        s.tick()
    }
    while (!s.view.over && s.view.turn != 0u) { clock.now += 500; s.tick() }
    return s
}

/**
 * Léa and Robo (Strong) at Multiplication tables: Léa answers [rounds] times with the pieces of
 * her hand when she holds them (the scene works the product out, as the child would), else lets
 * Robo answer; then, when [start] is given, taps the first pieces of her answer without sending it.
 */
fun Scenes.tablesGame(rounds: Int, language: TuffestLanguage): TablesSession {
    val clock = VirtualClock()
    val seats = listOf(app.tuffest.core.Seat("Léa", app.tuffest.core.SeatKind.Person), app.tuffest.core.Seat("Robo", app.tuffest.core.SeatKind.Computer(Strength.STRONG)))
    val s = TablesSession.start(seats, 6uL, clock.read, language, 1_763_000_000_000L)
    var answered = 0
    while (!s.view.over && answered < rounds) {
        if (s.view.asked == 0u) {
            val product = s.view.current!!.split("×").map { it.trim().toInt() }.reduce(Int::times)
            val digits = product.toString().map { it.digitToInt().toUInt() }
            val hand = s.view.hand.toMutableList()
            if (digits.all { hand.remove(it) }) s.attach(digits) else s.pass()
            answered++
        }
        clock.now += 500
        s.tick()
    }
    while (!s.view.over && s.view.asked != 0u) { clock.now += 500; s.tick() }
    return s
}

/** How many cubes the row shows (a check that the layout came from the core). */
fun MatchSession.rowSize(seat: Int): Int = view.players[seat].takeIf { !it.hidden }?.items?.count { !it.isGap } ?: 0

/** The core's writing screen of a Horseshoes round (for the tests; fails on another screen). */
val HorseshoesSession.writing: app.tuffest.core.HorseshoesScreen.Writing
    get() = view.screen as app.tuffest.core.HorseshoesScreen.Writing

/** The organiser's form as it opens (Ana, two computer players, Ben), seeded. */
fun tournamentForm(language: TuffestLanguage): org.tuffest.bridge.TournamentForm =
    org.tuffest.bridge.TournamentForm(language, { if (it == 1) "Ana" else "Ben" }, { _, n -> "Robo $n" }, seed = { 5uL })

/**
 * A tournament of Ana (a person), Robo (Casual) and Max (Beginner), Dots and Boxes and the chip
 * game in turn, round robin: Ana chooses to move first, taps the first free segment or the first
 * square the core marks legal, and in the final adds every number with `+`; played until [until]
 * holds of the core's view (or the end).
 */
fun tournamentGame(language: TuffestLanguage, until: (app.tuffest.core.TournamentView) -> Boolean): org.tuffest.bridge.TournamentSession {
    val clock = VirtualClock()
    val form = tournamentForm(language)
    form.removeCompetitor(3)
    form.competitorName(1, "Robo")
    form.competitorName(2, "Max")
    form.competitorKind(2, "beginner")
    val s = form.start(clock.read, 1_763_000_000_000L) ?: error("the form was refused: ${form.view.error}")
    for (step in 0 until 20_000) {
        val v = s.view
        if (until(v) || v.stage == app.tuffest.core.TournamentStage.OVER) break
        val ana = 0u
        val final = s.finalView
        when {
            v.chooser == ana -> s.choose(true)
            v.toMove == ana && v.game is app.tuffest.core.TournamentGameView.Boxes ->
                (v.game as app.tuffest.core.TournamentGameView.Boxes).v1.takeIf { !it.thinking }
                    ?.let { b -> s.draw(b.board.segments.first { !it.drawn }.segment) }
            v.toMove == ana && v.game is app.tuffest.core.TournamentGameView.Chips ->
                s.place((v.game as app.tuffest.core.TournamentGameView.Chips).v1.board.cells.first { it.highlight.legal }.cell)
            v.toMove == ana && final != null -> when (val screen = final.screen) {
                is app.tuffest.core.HorseshoesScreen.HandOver -> s.start()
                is app.tuffest.core.HorseshoesScreen.Writing -> {
                    val tile = screen.tiles.firstOrNull { !it.used }
                    when {
                        tile == null -> s.submit()
                        screen.display.isEmpty() -> s.number(tile.index.toInt())
                        else -> { s.key("+"); s.number(tile.index.toInt()) }
                    }
                }
                else -> {}
            }
            else -> { clock.now += 500; s.tick() }
        }
        check(step < 19_999) { "the tournament never reached the scene: ${s.view.status}" }
    }
    return s
}

/** Pytagora ([variant]): Robo (Casual) starts and lays the first equation; then it is Ana's turn. */
fun pytagoraGame(language: TuffestLanguage, variant: app.tuffest.core.PytagoraVariant = app.tuffest.core.PytagoraVariant.STANDARD): org.tuffest.bridge.PytagoraSession {
    val clock = VirtualClock()
    val settings = app.tuffest.core.pytagoraSettings(variant, 8uL).copy(first = app.tuffest.core.PytagoraFirstPlayer.Seat(1u))
    val seats = listOf(app.tuffest.core.Seat("Ana", app.tuffest.core.SeatKind.Person), app.tuffest.core.Seat("Robo", app.tuffest.core.SeatKind.Computer(Strength.CASUAL)))
    val s = org.tuffest.bridge.PytagoraSession.start(settings, seats, clock.read, language, 1_763_000_000_000L)
    while (s.view.turn != 0u && !s.view.over) { clock.now += 500; s.tick() }
    return s
}

/**
 * The French equation-crossword game ([preset]): Robo (Casual) starts and lays the first
 * equation; then it is Ana's turn. With [people], Ana and Ben play pass-and-play instead (the
 * hand-over screen first).
 */
fun crosswordGame(
    language: TuffestLanguage,
    preset: app.tuffest.core.FrenchPreset = app.tuffest.core.FrenchPreset.STANDARD,
    people: Boolean = false,
): org.tuffest.bridge.CrosswordSession {
    val clock = VirtualClock()
    val settings = app.tuffest.core.crosswordPresetSettings(preset, 3uL, emptyList()).copy(first = app.tuffest.core.FrenchFirstPlayer.Seat(if (people) 0u else 1u))
    val second = if (people) app.tuffest.core.Seat("Ben", app.tuffest.core.SeatKind.Person) else app.tuffest.core.Seat("Robo", app.tuffest.core.SeatKind.Computer(Strength.CASUAL))
    val seats = listOf(app.tuffest.core.Seat("Ana", app.tuffest.core.SeatKind.Person), second)
    val s = org.tuffest.bridge.CrosswordSession.start(settings, seats, clock.read, language, 1_763_000_000_000L)
    while (s.view.turn != 0u && !s.view.over) { clock.now += 500; s.tick() }
    return s
}
