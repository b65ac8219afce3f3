package org.tuffest.ui.model

/*
 * What the screens draw. Each type mirrors a view record of the Rust core (UniFFI records from
 * tuffest-ffi); the app maps the generated records onto these one field to one field and adds
 * nothing. No rule is decided here: which placements a cube may take, which roles the (×) cube
 * offers, whether the equation is valid, what the declare button says — all come from the core.
 */

/** A cube's colour (core `Colour`). */
enum class CubeColour { Blue, Green, Red, Yellow, White, Orange }

/** Where a cube sits (core `board::Placement`). */
enum class Placement { Inline, Negative, Exponent, Subscript }

/** What a multi-use face means (core `layout::Role`). */
enum class Role { Plain, Negative, Multiply, Open, Close, DecimalPoint }

/** One cube, in the tray or in the row. */
data class CubeView(
    /** The cube's index in the roll (core `PlacedCube::cube`). */
    val id: Int,
    /** The face as printed on the cube (`7`, `10`, `½`, `(×)`, `π`). */
    val face: String,
    /** The face read aloud (core `Face::spoken`). */
    val spoken: String,
    val colour: CubeColour,
    val placement: Placement = Placement.Inline,
    val role: Role = Role.Plain,
    /** The placements the core allows for this cube in this game (raise/lower targets). */
    val placements: List<Placement> = listOf(Placement.Inline),
    /** The roles the core allows for this face (the (×) cube: multiply, open, close). */
    val roles: List<Role> = emptyList(),
)

/** One place in the row: a cube or a gap. */
sealed interface RowItem {
    data class Cube(val cube: CubeView) : RowItem
    data class Gap(val placement: Placement = Placement.Inline) : RowItem
}

/** The timer colours of the set (red 3 min, yellow 2 min, blue 1 min). */
enum class TimerColour { Red, Yellow, Blue }

/** The running timer (core timer view). */
data class TimerView(
    val colour: TimerColour,
    val remainingMs: Long,
    val durationMs: Long,
    val running: Boolean,
    val paused: Boolean = false,
)

/** One player's board: their roll, their row and the core's verdict on it. */
data class BoardView(
    val tray: List<CubeView>,
    val row: List<RowItem>,
    /** The equation in normal mathematical notation (core `Verdict::normal`). */
    val normal: String,
    /** The whole equation read as mathematics, for screen readers. */
    val spokenEquation: String,
    val valid: Boolean,
    /** Why it is not (yet) valid, in words for a child (core `Verdict::reason`). */
    val reason: String?,
    /** The cube value after bonuses and penalties (core `Verdict::cube_value`). */
    val cubeValue: Int,
    /** Whether the declare button is live, and what it calls out (TUF, TUFFER, TUFFEST…). */
    val canDeclare: Boolean,
    val declareCall: String,
    /** Hands off the table: this player has declared and may not touch their cubes. */
    val locked: Boolean = false,
)

/** Who sits at a seat. */
sealed interface PlayerKind {
    data object Human : PlayerKind
    data class Computer(val strength: String) : PlayerKind
}

/** One seat at the table. */
data class SeatView(
    val name: String,
    val kind: PlayerKind,
    val score: Int,
    /** What this player has called this round, if anything (`TUF`, `TUFFER`…). */
    val call: String?,
    val board: BoardView?,
)

/** The TUF table during a round. */
data class TableView(
    val gameTitle: String,
    val round: Int,
    val rounds: Int,
    val seats: List<SeatView>,
    /** The seat whose board this device shows (pass-and-play, solitaire); null in table mode. */
    val activeSeat: Int?,
    val timer: TimerView?,
    /** A line the core writes about the state of play ("Ana called TUFFER: 9 cubes"). */
    val status: String,
    /** Solitaire: the best cube value the solver found for this roll (par), when shown. */
    val par: Int? = null,
    /** Solitaire: the hint the core offers now, if any. */
    val hint: String? = null,
    val hintAvailable: Boolean = false,
)

/** Something the core reports once; the shell turns it into haptics and sound. */
enum class CoreEvent { LastTenSeconds, TimerExpired, RoundOver, MatchOver }

/** A row of the round score sheet. */
data class RoundScoreRow(
    val player: String,
    val equation: String,
    val cubes: Int,
    val valid: Boolean,
    val finalDeclarer: Boolean,
    val points: Int,
    val note: String?,
)

/** The round score sheet. */
data class RoundSheet(val round: Int, val rows: List<RoundScoreRow>)

/** The match score sheet: points per round per player, and totals. */
data class MatchSheet(
    val players: List<String>,
    /** rounds[r][p]: points of player p in round r. */
    val rounds: List<List<Int>>,
    val totals: List<Int>,
    val winner: String?,
)

/** A game offered on the setup screen (core `Game` with its code and description). */
data class GameOption(val code: String, val title: String, val summary: String)

/** The choices of the TUF setup screen, all listed by the core. */
data class SetupView(
    val games: List<GameOption>,
    val selectedGame: String,
    val variants: List<String>,
    val selectedVariant: String?,
    val constantFaces: List<String>,
    /** Null: the constant cube is rolled (or not used); else the preset face. */
    val constantPreset: String?,
    val useConstantCube: Boolean,
    val players: List<SetupPlayer>,
    val maxPlayers: Int,
    val strengths: List<String>,
    val timerSchedules: List<String>,
    val selectedSchedule: String,
    val rounds: Int,
)

/** A player on the setup screen. */
data class SetupPlayer(val name: String, val computerStrength: String?)

/** A saved game on the home screen. */
data class SavedGameView(val id: String, val title: String, val detail: String)

/** Math Horseshoes during play and at the reveal. */
data class HorseshoesView(
    val numbers: List<NumberTile>,
    val target: Int,
    /** The expression as typed so far, in the rulebook's symbols. */
    val expression: String,
    val expressionSpoken: String,
    /** Which keypad keys the core accepts next (keys are `+ − × ÷ ^ √ ( )` and `⌫`). */
    val liveKeys: Set<String>,
    val timer: TimerView?,
    val reveal: HorseshoesReveal?,
)

/** A computing number; `used` once it is in the expression. */
data class NumberTile(val index: Int, val value: Int, val used: Boolean)

/** What the reveal shows after time. */
data class HorseshoesReveal(
    val expression: String,
    val value: String,
    val distance: String,
    val score: Int,
    val reason: String?,
    val bestExpression: String,
    val bestValue: String,
    val bestScore: Int,
)

/** One finished match in the history list. */
data class HistoryEntry(val date: String, val game: String, val players: String, val result: String)

/** Statistics for one player. */
data class StatsView(
    val player: String,
    val matches: Int,
    val wins: Int,
    val bestRound: Int,
    val averageCubeValue: String,
    val longestEquation: String,
)

/** A Hall of Fame row. */
data class FameEntry(val rank: Int, val player: String, val score: Int, val game: String, val date: String, val equation: String)

/** A rules page: a title and paragraphs (core-provided text, localised by the app). */
data class RulesPage(val game: String, val title: String, val paragraphs: List<String>)

/** The settings the app keeps (platform preferences, not rules). */
data class SettingsView(
    val sound: Boolean,
    val haptics: Boolean,
    val shapeCues: Boolean,
    val largeCubes: Boolean,
    val darkTheme: Boolean?,
    val defaultSchedule: String,
    val schedules: List<String>,
)
