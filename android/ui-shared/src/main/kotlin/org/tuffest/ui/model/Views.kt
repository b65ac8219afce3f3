package org.tuffest.ui.model

/*
 * What the setup, home, history, statistics, rules and settings screens show, formatted for
 * display from the core's records (dates, "—" for none, joined names), and the events the shell
 * turns into haptics and sound. The games' screens draw the core's own view records
 * (TufTableView, HorseshoesView, BoxesView, …) as they are.
 */

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
