package org.tuffest.app

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import org.tuffest.app.core.BoardController
import org.tuffest.ui.i18n.Strings
import org.tuffest.ui.model.CoreEvent
import org.tuffest.ui.model.GameOption
import org.tuffest.ui.model.PlayerKind
import org.tuffest.ui.model.RulesPage
import org.tuffest.ui.model.SavedGameView
import org.tuffest.ui.model.SeatView
import org.tuffest.ui.model.SetupPlayer
import org.tuffest.ui.model.SetupView
import org.tuffest.ui.model.TableView
import app.tuffest.core.TufBoard
import app.tuffest.core.tufGameSettings
import app.tuffest.core.tufGames
import app.tuffest.core.tufRoll

/** App preferences (platform settings, not rules). Persisted with DataStore in a later step. */
data class Prefs(
    val sound: Boolean = true,
    val haptics: Boolean = true,
    val shapeCues: Boolean = true,
    val largeCubes: Boolean = false,
    val darkTheme: Boolean? = null,
)

/**
 * Holds the core's objects for the running game and the navigation state, and survives
 * configuration changes. Every answer about the rules is the core's.
 */
class AppViewModel(app: Application) : AndroidViewModel(app) {
    val nav = BackStack(Route.Home)
    val prefs = MutableStateFlow(Prefs())

    private val _table = MutableStateFlow<TableView?>(null)
    val table: StateFlow<TableView?> = _table.asStateFlow()
    var activeBoard: BoardController? = null
        private set

    /** The games the core offers, for the setup screen. */
    fun setupView(players: List<SetupPlayer>): SetupView {
        val games = tufGames()
        return SetupView(
            // Missing in the core: a title and one-line summary per game (TufGameInfo has code,
            // level and cube count). Until then the code is the title.
            games = games.map { GameOption(it.code, "Game ${it.code}", "${it.cubes} cubes") },
            selectedGame = games.firstOrNull()?.code ?: "1",
            variants = emptyList(), selectedVariant = null,
            constantFaces = listOf("%", "π", "log", "j", "tan", "χ"), constantPreset = null, useConstantCube = false,
            players = players, maxPlayers = 4,
            // Missing in the core: the computer strengths and timer schedules (match engine).
            strengths = emptyList(), timerSchedules = emptyList(), selectedSchedule = "", rounds = 5,
        )
    }

    /** Starts a solitaire board on a fresh roll (the match engine adds timers and rivals). */
    fun startSolitaire(gameCode: String, seed: Long) {
        val info = tufGames().firstOrNull { it.code == gameCode } ?: return
        val roll = tufRoll(info.game, false, seed.toULong())
        val board = TufBoard(roll.code, tufGameSettings(info.game))
        val controller = BoardController(board, onDeclare = {}, call = { "TUF" }, canDeclare = { true }, locked = { false })
        activeBoard = controller
        _table.value = TableView(
            gameTitle = "TUF · ${info.code}", round = 1, rounds = 1,
            seats = listOf(SeatView("", PlayerKind.Human, 0, null, controller.view.value)),
            activeSeat = 0, timer = null, status = "",
        )
    }

    /** Polls the core's clock-driven state; returns the events for haptics and sound. */
    fun tick(nowMs: Long): List<CoreEvent> {
        activeBoard?.let { b -> _table.value = _table.value?.let { t -> t.copy(seats = t.seats.map { it.copy(board = b.view.value) }) } }
        // The match engine (branch `match`) exposes tick(now_ms) -> events; mapped here when
        // it lands in tuffest-ffi.
        return emptyList()
    }

    fun pause(nowMs: Long) { /* match.pause(nowMs) when the match object lands */ }
    fun resume(nowMs: Long) { /* match.resume(nowMs) */ }

    fun hint() { /* solver hint, when exported */ }

    fun savedGames(): List<SavedGameView> = emptyList()
    fun continueGame(id: String) {}

    /** Rules pages: the rulebook's text per game, in the app's language. */
    fun rulesPages(strings: Strings): List<RulesPage> = listOf(
        RulesPage("1", strings.get("game_tuf"), listOf(strings.get("game_tuf_summary"))),
        RulesPage("HS", strings.get("game_horseshoes"), listOf(strings.get("game_horseshoes_summary"))),
    )
}
