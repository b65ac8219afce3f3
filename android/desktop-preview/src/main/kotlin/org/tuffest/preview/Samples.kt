package org.tuffest.preview

import org.tuffest.ui.model.*

/**
 * Sample view records for the desktop preview only, written by hand in the shape of the core's
 * views, until `scripts/gen-bindings.sh` lands on main and the preview can drive the screens from
 * the real core through the generated Kotlin bindings. Nothing here is used by the apps.
 */
object Samples {
    private fun cube(id: Int, face: String, spoken: String, colour: CubeColour, placement: Placement = Placement.Inline, role: Role = Role.Plain, placements: List<Placement> = listOf(Placement.Inline), roles: List<Role> = emptyList()) =
        CubeView(id, face, spoken, colour, placement, role, placements, roles)

    private val parenRoles = listOf(Role.Multiply, Role.Open, Role.Close)
    private val minusPlacements = listOf(Placement.Inline, Placement.Negative)

    /** Game 4: `1/5 ( 6 + 4 = 2` — the rulebook's first parentheses example. */
    val board = BoardView(
        tray = listOf(
            cube(2, "3", "3", CubeColour.Blue),
            cube(5, "9", "9", CubeColour.Green),
            cube(9, "−", "minus", CubeColour.Red, placements = minusPlacements),
            cube(10, "÷", "divided by", CubeColour.Red),
        ),
        row = listOf(
            RowItem.Cube(cube(12, "⅕", "one fifth", CubeColour.Yellow)),
            RowItem.Cube(cube(11, "(×)", "parenthesis or times", CubeColour.Red, role = Role.Open, roles = parenRoles)),
            RowItem.Cube(cube(3, "6", "6", CubeColour.Green)),
            RowItem.Cube(cube(7, "+", "plus", CubeColour.Red)),
            RowItem.Cube(cube(1, "4", "4", CubeColour.Blue)),
            RowItem.Cube(cube(13, "=", "equals", CubeColour.White)),
            RowItem.Cube(cube(0, "2", "2", CubeColour.Blue)),
        ),
        normal = "1/5 × (6 + 4) = 2",
        spokenEquation = "one fifth times, open group, 6 plus 4, close group, equals 2",
        valid = true,
        reason = null,
        cubeValue = 8,
        canDeclare = true,
        declareCall = "TUFFER",
    )

    /** Game 6, an exponent and a raised minus: `2 ~ 1 ^{ 2 }`… shown invalid (unfinished). */
    val board2 = BoardView(
        tray = listOf(
            cube(0, "0", "0", CubeColour.Blue), cube(4, "8", "8", CubeColour.Green), cube(8, "×", "times", CubeColour.Red),
            cube(11, "(×)", "parenthesis or times", CubeColour.Red, roles = parenRoles), cube(13, "½", "one half", CubeColour.Yellow),
        ),
        row = listOf(
            RowItem.Cube(cube(5, "8", "8", CubeColour.Green, placements = listOf(Placement.Inline, Placement.Exponent))),
            RowItem.Cube(cube(9, "−", "minus", CubeColour.Red, Placement.Exponent, Role.Negative, placements = listOf(Placement.Inline, Placement.Negative, Placement.Exponent))),
            RowItem.Cube(cube(12, "⅓", "one third", CubeColour.Yellow, Placement.Exponent, placements = listOf(Placement.Inline, Placement.Exponent))),
            RowItem.Cube(cube(14, "=", "equals", CubeColour.White)),
            RowItem.Gap(),
            RowItem.Cube(cube(2, "2", "2", CubeColour.Blue)),
        ),
        normal = "8^(−1/3) = 2",
        spokenEquation = "8 to the power of negative one third, equals 2",
        valid = false,
        reason = "The two sides are not equal: the left side is one half, the right side is 2.",
        cubeValue = 0,
        canDeclare = false,
        declareCall = "TUFFER",
    )

    val lockedBoard = board.copy(locked = true, canDeclare = false)

    val seats = listOf(
        SeatView("Ana", PlayerKind.Human, 14, null, lockedBoard),
        SeatView("Ben", PlayerKind.Human, 9, "TUF", board2),
        SeatView("Chloé", PlayerKind.Human, 11, null, board2.copy(row = board2.row.take(3))),
        SeatView("Robo", PlayerKind.Computer("medium"), 12, null, board.copy(row = emptyList(), declareCall = "TUF", tray = board.tray + board.row.mapNotNull { (it as? RowItem.Cube)?.cube }, normal = "", valid = false, reason = null, cubeValue = 0, canDeclare = false)),
    )

    val table = TableView(
        gameTitle = "TUF · Game 4",
        round = 2, rounds = 5,
        seats = seats.take(2).mapIndexed { i, s -> if (i == 0) s.copy(board = board) else s },
        activeSeat = 0,
        timer = TimerView(TimerColour.Yellow, 83_000, 120_000, running = true),
        status = "Ben called TUF with 7 cubes. Beat it with 8 or more before the yellow timer runs out.",
    )

    val solitaire = TableView(
        gameTitle = "TUF · Game 1C(a)",
        round = 1, rounds = 1,
        seats = listOf(SeatView("Ana", PlayerKind.Human, 0, null, board)),
        activeSeat = 0,
        timer = TimerView(TimerColour.Red, 9_000, 300_000, running = true),
        status = "Solitaire: the longest equation in five minutes.",
        par = 11,
        hint = "Try the one fifth as a factor of a group.",
        hintAvailable = true,
    )

    val table2 = TableView("TUF · Game 4", 2, 5, seats.take(2).mapIndexed { i, s -> if (i == 0) s.copy(board = board, call = null) else s }, null,
        TimerView(TimerColour.Red, 151_000, 180_000, running = true), "")
    val table4 = TableView("TUF · Game 6", 3, 5, seats.map { it.copy(call = null) }.mapIndexed { i, s -> if (i == 0) s.copy(board = board) else s }, null,
        TimerView(TimerColour.Blue, 42_000, 60_000, running = true), "")

    val setup = SetupView(
        games = listOf(
            GameOption("1", "Game 1 — Basic game", "+ − × ÷, numbers of up to two cubes"),
            GameOption("1A", "Game 1A — Young players", "Adding and subtracting only"),
            GameOption("1B", "Game 1B — Cutthroat", "Bested declarers drop to zero"),
            GameOption("1C", "Game 1C — Solitaire", "Longest equation against the clock"),
            GameOption("2", "Game 2 — Fractions", "A yellow fraction cube worth two"),
            GameOption("3", "Game 3 — Decimal point", "The dotted zero is a decimal point"),
            GameOption("4", "Game 4 — Parentheses", "The (×) cube opens or closes a group"),
            GameOption("5", "Game 5 — Bases", "Numbers in bases other than ten"),
            GameOption("6", "Game 6 — Exponents and roots", "Powers and fractional roots"),
        ),
        selectedGame = "4",
        variants = listOf("Standard", "Two fraction cubes (2A)"),
        selectedVariant = "Standard",
        constantFaces = listOf("%", "π", "log", "j", "tan", "χ"),
        constantPreset = "π",
        useConstantCube = true,
        players = listOf(SetupPlayer("Ana", null), SetupPlayer("Robo", "medium")),
        maxPlayers = 4,
        strengths = listOf("easy", "medium", "hard"),
        timerSchedules = listOf("Red · Yellow · Blue", "Yellow · Blue · Blue", "Blue · Blue · Blue"),
        selectedSchedule = "Red · Yellow · Blue",
        rounds = 5,
    )

    val saved = listOf(
        SavedGameView("m1", "TUF · Game 4 · Ana, Ben", "Round 3 of 5 · Ana 14, Ben 9"),
        SavedGameView("h1", "Math Horseshoes", "Target 517 · 2 min 10 s left"),
    )

    val roundSheet = RoundSheet(2, listOf(
        RoundScoreRow("Ben", "1/5 × (6 + 4) = 2", 8, true, true, 16, "TUFFER"),
        RoundScoreRow("Ana", "9 − 3 = 6", 5, true, false, 5, null),
        RoundScoreRow("Robo", "8 ÷ 4 = 3", 5, false, false, 0, "8 ÷ 4 is 2, not 3"),
    ))

    val matchSheet = MatchSheet(listOf("Ana", "Ben", "Robo"), listOf(listOf(14, 5, 7), listOf(5, 16, 0), listOf(9, 6, 12)), listOf(28, 27, 19), "Ana")

    val horseshoes = HorseshoesView(
        numbers = listOf(NumberTile(0, 7, true), NumberTile(1, 3, true), NumberTile(2, 12, false), NumberTile(3, 5, true), NumberTile(4, 18, false)),
        target = 517,
        expression = "(7 + 3) × 5 ×",
        expressionSpoken = "open parenthesis 7 plus 3 close parenthesis times 5 times",
        liveKeys = setOf("(", "√", "⌫"),
        timer = TimerView(TimerColour.Red, 131_000, 180_000, running = true),
        reveal = null,
    )

    val horseshoesReveal = horseshoes.copy(
        numbers = horseshoes.numbers.map { it.copy(used = true) },
        expression = "(7 + 3) × 5 × 12 − 18",
        expressionSpoken = "",
        timer = TimerView(TimerColour.Red, 0, 180_000, running = false),
        reveal = HorseshoesReveal("(7 + 3) × 5 × 12 − 18", "582", "65", 4, null, "(18 + 5) × (3 × 7 + 12) − √…", "517", 10),
    )

    val stats = listOf(
        StatsView("Ana", 12, 7, 22, "7.4", "5 (2 (9 − 4 | + 10 = 10 ÷ 1/10"),
        StatsView("Ben", 12, 5, 18, "6.9", "2 7 ^{ 2 ÷ 3 } = 9"),
    )
    val history = listOf(
        HistoryEntry("21 Nov 2026", "TUF · Game 4", "Ana, Ben, Robo", "Ana wins 28 – 27 – 19"),
        HistoryEntry("20 Nov 2026", "Math Horseshoes", "Ana", "9 / 10"),
        HistoryEntry("18 Nov 2026", "TUF · Game 1", "Ana, Ben", "Ben wins 31 – 30"),
    )
    val fame = listOf(
        FameEntry(1, "Ana", 24, "TUF · Game 6", "12 Nov 2026", "[(5 × 5 + .6) 10]^(1/8) = 2"),
        FameEntry(2, "Ben", 22, "TUF · Game 4", "3 Nov 2026", "5 [(9 − 4) 2 + 10] = 10 ÷ 1/10"),
        FameEntry(3, "Chloé", 20, "TUF · Game 2", "1 Nov 2026", "24 ÷ 1/4 = 96"),
        FameEntry(4, "Robo", 18, "TUF · Game 1", "28 Oct 2026", "8 × 7 − 6 = 50"),
    )
    val rules = listOf(
        RulesPage("1", "Game 1 — Basic game", listOf(
            "Each player rolls 3 blue, 3 green, 4 red and 1 white cube. The upper faces are used; a cube cannot be turned.",
            "The first to form an equation calls TUF and starts the red timer. The others may beat it with a longer equation (TUFFER, yellow timer), and so on (TUFFEST, blue timer).",
            "The final declarer with a correct equation scores two points a cube; other correct equations score one a cube; an incorrect equation scores zero.",
        )),
        RulesPage("4", "Game 4 — Parentheses", listOf("The (×) cube multiplies, opens a group or closes one. A gap closes an open group.")),
        RulesPage("HS", "Math Horseshoes", listOf("Use every number exactly once with + − × ÷ ^ √ and parentheses. Within 2 of the target scores 10.")),
    )
    val settings = SettingsView(true, true, true, false, null, "Red · Yellow · Blue", setup.timerSchedules)
}
