package org.tuffest.app

import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import org.tuffest.app.platform.MonotonicClock
import org.tuffest.ui.i18n.Strings
import org.tuffest.ui.model.SettingsView
import org.tuffest.ui.model.SetupPlayer
import org.tuffest.ui.screens.HallOfFameScreen
import org.tuffest.ui.screens.HandOverScreen
import org.tuffest.ui.screens.HistoryScreen
import org.tuffest.ui.screens.SettingsActions
import org.tuffest.ui.screens.SettingsScreen
import org.tuffest.ui.screens.SetupActions
import org.tuffest.ui.screens.TufSetupScreen

/** The routes not drawn inline in MainActivity. */
@Composable
fun Screens(route: Route, model: AppViewModel, nav: BackStack, strings: Strings) {
    when (route) {
        Route.TufSetup -> {
            var players by remember { mutableStateOf(listOf(SetupPlayer(strings.get("setup_player_n", 1), null))) }
            var game by remember { mutableStateOf("1") }
            val view = model.setupView(players).copy(selectedGame = game)
            TufSetupScreen(view, object : SetupActions {
                override fun game(code: String) { game = code }
                override fun variant(name: String?) {}
                override fun constantCube(use: Boolean, preset: String?) {}
                override fun playerName(index: Int, name: String) { players = players.mapIndexed { i, p -> if (i == index) p.copy(name = name) else p } }
                override fun playerComputer(index: Int, strength: String?) { players = players.mapIndexed { i, p -> if (i == index) p.copy(computerStrength = strength) else p } }
                override fun addPlayer() { players = players + SetupPlayer(strings.get("setup_player_n", players.size + 1), null) }
                override fun removePlayer(index: Int) { players = players.filterIndexed { i, _ -> i != index } }
                override fun schedule(name: String) {}
                override fun rounds(count: Int) {}
                override fun start(tableMode: Boolean) {
                    model.startSolitaire(game, MonotonicClock.nowMs())
                    nav.replace(Route.TufTable)
                }
            }, onBack = nav::pop)
        }
        is Route.HandOver -> HandOverScreen(route.player, "") { nav.replace(Route.TufTable) }
        Route.History -> HistoryScreen(emptyList(), emptyList(), nav::pop)
        Route.HallOfFame -> HallOfFameScreen(emptyList(), nav::pop)
        Route.Settings -> {
            val prefs by model.prefs.collectAsState()
            SettingsScreen(
                SettingsView(prefs.sound, prefs.haptics, prefs.shapeCues, prefs.largeCubes, prefs.darkTheme, "", emptyList()),
                object : SettingsActions {
                    override fun sound(on: Boolean) { model.prefs.value = prefs.copy(sound = on) }
                    override fun haptics(on: Boolean) { model.prefs.value = prefs.copy(haptics = on) }
                    override fun shapeCues(on: Boolean) { model.prefs.value = prefs.copy(shapeCues = on) }
                    override fun largeCubes(on: Boolean) { model.prefs.value = prefs.copy(largeCubes = on) }
                    override fun darkTheme(on: Boolean?) { model.prefs.value = prefs.copy(darkTheme = on) }
                    override fun defaultSchedule(name: String) {}
                },
                nav::pop,
            )
        }
        // Horseshoes, table mode and the score sheets are wired when the horseshoes and match
        // objects land in tuffest-ffi; the screens themselves are in ui-shared.
        else -> nav.pop()
    }
}
