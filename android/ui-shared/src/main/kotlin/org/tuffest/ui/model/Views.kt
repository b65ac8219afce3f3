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

/** The timer colours of the set (red 3 min, yellow 2 min, blue 1 min), the chosen timers run
 *  together (`combined`), and a solitaire or pass-and-play time limit (`limit`). */
enum class TimerColour { Red, Yellow, Blue, Combined, Limit }

/** The running timer (core `TufTimerView`). */
data class TimerView(
    val colour: TimerColour,
    val remainingMs: Long,
    val durationMs: Long,
    val running: Boolean,
    val paused: Boolean = false,
    /** Ten seconds or less left (core `last_ten_seconds`). */
    val lastTenSeconds: Boolean = false,
)

/** One player's board: their roll, their row and the core's verdict on it. */
data class BoardView(
    val tray: List<CubeView>,
    val row: List<RowItem>,
    /** The equation in normal mathematical notation (core `normal`). */
    val normal: String,
    /** The whole equation read as mathematics, for screen readers (core `TufBoard.spoken`). */
    val spokenEquation: String,
    val valid: Boolean,
    /** Why it is not (yet) valid, in words for a child (core `reason`). */
    val reason: String?,
    /** The cube value after bonuses and penalties (core `value`). */
    val cubeValue: Int,
    /** Whether the declare button is live, and what it calls out (TUF, TUFFER, DONE…). */
    val canDeclare: Boolean,
    val declareCall: String,
    /** Why the declare button is not live (core `declare_blocked`; empty when it is). */
    val declareBlocked: String = "",
    /** Hands off: the layout cannot be changed now (core `frozen`, or edit not live). */
    val locked: Boolean = false,
    /** Whether TUF ERROR may be called now (cutthroat). */
    val canChallenge: Boolean = false,
    /** Pass-and-play: the cubes are hidden from whoever holds the device. */
    val hidden: Boolean = false,
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
    /** Table mode: how far this seat's part of the screen is turned (core `rotation_degrees`). */
    val rotationDegrees: Int = 0,
    /** This seat is the declarer of the moment. */
    val declarer: Boolean = false,
    /** Bested as declarer (cutthroat) or caught in a TUF ERROR. */
    val bested: Boolean = false,
    val inError: Boolean = false,
    /** Called (race), done (solitaire) or turn over. */
    val finished: Boolean = false,
)

/** The phase of the table (core `TufPhaseView`). */
enum class TablePhase { Playing, HandOver, Turn, RoundOver, MatchOver }

/** The TUF table during a round. */
data class TableView(
    val gameTitle: String,
    val round: Int,
    val rounds: Int,
    val seats: List<SeatView>,
    /** The seat whose board this device shows (pass-and-play, one person); null in table mode. */
    val activeSeat: Int?,
    val timer: TimerView?,
    /** The state of play in one line, in the player's language (core `status`). */
    val status: String = "",
    val phase: TablePhase = TablePhase.Playing,
    val paused: Boolean = false,
    /** Several people play at once on this device (table mode). */
    val tableMode: Boolean = false,
    val handOver: HandOverView? = null,
    val roundSheet: RoundSheet? = null,
    val matchSheet: MatchSheet? = null,
    /** Shared buttons: end the round, next round, resume. */
    val canEndRound: Boolean = false,
    val canNextRound: Boolean = false,
    val canResume: Boolean = false,
    /** Solitaire: the best cube value the solver found for this roll (par), when shown. */
    val par: Int? = null,
    /** Solitaire: one equation worth par, in normal notation. */
    val parEquation: String? = null,
    /** Solitaire: the hint the core offers now, if any. */
    val hint: String? = null,
    val hintAvailable: Boolean = false,
)

/** The hand-over screen of pass-and-play (core `TufHandOverView`). */
data class HandOverView(val seat: Int, val name: String, val message: String)

/** Something the core reports once; the shell turns it into haptics and sound. */
enum class CoreEvent { LastTenSeconds, TimerExpired, Declared, Scored, RoundOver, MatchOver }

/**
 * The one event of a tick to buzz and sound for, as the core's `kit::strongest` ranks cues: time
 * up beats the match and the round ending in the same tick, so the expiry buzz is never replaced.
 */
fun List<CoreEvent>.strongest(): CoreEvent? = maxByOrNull {
    when (it) {
        CoreEvent.TimerExpired -> 3
        CoreEvent.MatchOver -> 2
        CoreEvent.RoundOver, CoreEvent.LastTenSeconds -> 1
        CoreEvent.Declared, CoreEvent.Scored -> 0
    }
}

/** A row of the round score sheet (core `TufScoreRowView`). */
data class RoundScoreRow(
    val player: String,
    /** The equation judged, in normal notation. */
    val equation: String,
    val valid: Boolean,
    val points: Int,
    /** Points won or lost by TUF ERROR challenges. */
    val challengePoints: Int = 0,
    /** Why these points (`final declarer: double`, …), as the core writes it. */
    val note: String?,
    /** Why the equation is not correct. */
    val reason: String? = null,
)

/** The round score sheet. */
data class RoundSheet(val round: Int, val rows: List<RoundScoreRow>)

/** The match score sheet: points per round per player, and totals (core `TufMatchSheetView`). */
data class MatchSheet(
    val players: List<String>,
    /** rounds[r][p]: points of player p in round r. */
    val rounds: List<List<Int>>,
    val totals: List<Int>,
    /** The leaders' names (the winners once over; several when tied). */
    val leaders: List<String>,
    val tie: Boolean,
    val over: Boolean,
)

/** A game offered on the home and setup screens (core `TufGameInfo` with its title and summary). */
data class GameOption(val code: String, val title: String, val summary: String)

/** The choices of the TUF setup screen, all listed by the core. */
data class SetupView(
    val games: List<GameOption>,
    val selectedGame: String,
    /** Game 1A's ways of presetting the red cubes (empty when the game has none). */
    val variants: List<String>,
    val selectedVariant: String?,
    /** The constant cube's faces, for the constant-cube race. */
    val constantFaces: List<String>,
    /** Null: the constant cube is rolled (or not used); else the race's preset face. */
    val constantPreset: String?,
    val useConstantCube: Boolean,
    val players: List<SetupPlayer>,
    val maxPlayers: Int,
    /** The match lengths offered, in rounds (the core's list). */
    val roundChoices: List<Int>,
    val strengths: List<String>,
    val timerSchedules: List<String>,
    val selectedSchedule: String,
    val rounds: Int,
    /** The core's sentence when it refused this setup. */
    val error: String? = null,
)

/** A player on the setup screen. */
data class SetupPlayer(val name: String, val computerStrength: String?)

/** A saved game on the home screen. */
data class SavedGameView(val id: String, val title: String, val detail: String)

/** What the Math Horseshoes screen shows (core `HorseshoesScreen`). */
enum class HorseshoesStage { HandOver, Writing, Reveal }

/** Math Horseshoes during play and at the reveal (core `HorseshoesView`): every word is the core's. */
data class HorseshoesView(
    val stage: HorseshoesStage,
    /** The player on the hand-over or writing screen. */
    val player: String,
    /** The hand-over sentence (pass the device, tap to start the three minutes). */
    val handOverMessage: String = "",
    /** One line on where the round is, in the player's language. */
    val status: String = "",
    val numbers: List<NumberTile>,
    val target: Int?,
    /** The puzzle's share code. */
    val code: String,
    /** The answer as shown, in the rulebook's symbols (core `display`). */
    val expression: String,
    /** The answer read aloud as mathematics (core `spoken`). */
    val spokenExpression: String = "",
    /** Why the draft is not (yet) a valid answer (core `draft_problem`). */
    val problem: String?,
    /** No mistake so far (core `valid_so_far`): the problem says what is missing, not what is wrong. */
    val validSoFar: Boolean = true,
    /** The draft's value and provisional score once it is a whole answer (core `live`). */
    val live: HorseshoesLiveView? = null,
    /** The keypad, in order (core `keys`). */
    val keys: List<KeypadKey> = emptyList(),
    val canStart: Boolean,
    val canEdit: Boolean,
    val canSubmit: Boolean,
    val timer: TimerView?,
    val reveal: HorseshoesReveal?,
)

/** A computing number (core `HorseshoesTile`); `used` once it is in the answer. */
data class NumberTile(val index: Int, val value: Int, val used: Boolean, val spoken: String = "")

/** A keypad key (core `HorseshoesKey`): the id sent back, the label drawn, the spoken name. */
data class KeypadKey(val key: String, val label: String, val spoken: String)

/** A whole draft's value with its provisional score and band sentence (core `HorseshoesLive`). */
data class HorseshoesLiveView(val value: String, val score: Int, val band: String)

/** One player's revealed answer (core `HorseshoesResult`). */
data class HorseshoesResultView(
    val player: String,
    val expression: String,
    /** The exact value, else the decimal one, when valid. */
    val value: String?,
    val score: Int,
    val reason: String?,
    /** The answer read aloud. */
    val spoken: String = "",
    /** How the score follows from the distance to the target. */
    val band: String? = null,
)

/** What the reveal shows after time: everyone's answer and the solver's best expression. */
data class HorseshoesReveal(
    val results: List<HorseshoesResultView>,
    val bestExpression: String?,
    val bestScore: Int?,
    val bestValue: String? = null,
    val bestBand: String? = null,
    val bestSpoken: String? = null,
)

/** One recorded match in the history list (core `MatchSummary`). */
data class HistoryEntry(val date: String, val game: String, val players: String, val result: String)

/** Statistics of one player for one game (core `PlayerStats`). */
data class StatsView(
    val player: String,
    val matches: Int,
    val wins: Int,
    /** The best single round's points (empty when none). */
    val bestRound: String,
    /** The average match total (empty when none). */
    val averageTotal: String,
    /** The best single round's equation. */
    val bestEquation: String,
    val bestMatch: String,
    val streak: Int,
)

/** A Hall of Fame row (core `HallOfFameEntry`). */
data class FameEntry(val rank: Int, val player: String, val score: Int, val game: String, val date: String, val detail: String)

/** A Hall of Fame table for one game (its title) and one number of players. */
data class FameTable(val players: Int, val entries: List<FameEntry>, val title: String? = null, /** The core's heading: "Solitaire", "Matches of 3 players". */ val playersHeading: String? = null)

/** One game's statistics on the history screen. */
data class StatsSection(val title: String, val stats: List<StatsView>)

/** A rules page: a title and paragraphs written by the core in the player's language. */
data class RulesPage(val game: String, val title: String, val paragraphs: List<String>, val tab: String = game)

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
