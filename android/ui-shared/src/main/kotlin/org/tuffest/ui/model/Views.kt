package org.tuffest.ui.model

/*
 * What the setup, home, history, statistics, rules and settings screens show, formatted for
 * display from the core's records, and the events the shell turns into haptics and sound. TUF's
 * screens draw the core's own TufTableView as it is. Math Horseshoes still draws the mirrors
 * below (HorseshoesView, its timer), filled field for field from the core's HorseshoesView by
 * HorseshoesSession.
 */

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
