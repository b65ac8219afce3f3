package org.tuffest.ui.model

import app.tuffest.core.SavedSummary

/*
 * What the setup, home and settings screens show, formatted for display from the core's
 * records. The games' screens and the
 * history's and the rules' draw the core's own records (TufTableView, HorseshoesView, BoxesView,
 * HistoryPages, RulesPage, …) as they are.
 */

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
data class SavedGameView(val id: String, val summary: SavedSummary)

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
