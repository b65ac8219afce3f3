package org.tuffest.app

import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import org.tuffest.bridge.Catalog
import org.tuffest.ui.i18n.Strings
import org.tuffest.ui.model.SettingsView
import org.tuffest.ui.model.SetupPlayer
import org.tuffest.ui.model.BoxesSetupActions
import org.tuffest.ui.screens.BoxesScreen
import org.tuffest.ui.screens.BoxesSetupScreen
import org.tuffest.ui.screens.HallOfFameScreen
import org.tuffest.ui.screens.HistoryScreen
import org.tuffest.ui.screens.HorseshoesScreen
import org.tuffest.ui.screens.SettingsActions
import org.tuffest.ui.screens.SettingsScreen
import org.tuffest.ui.screens.SetupActions
import org.tuffest.ui.screens.TufMatchScreen
import org.tuffest.ui.screens.TufSetupScreen

/** The routes below home: each draws a shared screen from the view model's core objects. */
@Composable
fun Screens(route: Route, model: AppViewModel, nav: BackStack, strings: Strings, tablet: Boolean) {
    when (route) {
        Route.TufSetup -> {
            val state = model.setup
            TufSetupScreen(state.view(model.language), object : SetupActions {
                override fun game(code: String) { model.setup = state.copy(game = code, preset = null, error = null) }
                override fun variant(name: String?) { model.setup = state.copy(preset = name.takeIf { it != state.preset }) }
                override fun constantCube(use: Boolean, preset: String?) { model.setup = state.copy(useConstantCube = use, raceFace = preset) }
                override fun playerName(index: Int, name: String) {
                    model.setup = state.copy(players = state.players.mapIndexed { i, p -> if (i == index) p.copy(name = name) else p })
                }
                override fun playerComputer(index: Int, strength: String?) {
                    model.setup = state.copy(players = state.players.mapIndexed { i, p -> if (i == index) p.copy(computerStrength = strength) else p })
                }
                override fun addPlayer() {
                    model.setup = state.copy(players = state.players + SetupPlayer(strings.get("setup_player_n", state.players.size + 1), null))
                }
                override fun removePlayer(index: Int) { model.setup = state.copy(players = state.players.filterIndexed { i, _ -> i != index }) }
                override fun schedule(name: String) { model.setup = state.copy(schedule = name) }
                override fun rounds(count: Int) { model.setup = state.copy(rounds = count) }
                override fun start(tableMode: Boolean) {
                    if (model.startMatch(tableMode, tablet)) nav.replace(Route.TufTable)
                }
            }, onBack = nav::pop)
        }
        Route.TufTable -> {
            val session = model.match
            if (session == null) {
                nav.pop()
            } else {
                TufMatchScreen(session.table, session::actionsFor, session, session.refusal, onBack = nav::pop, onRules = { nav.push(Route.Rules(Catalog.games().firstOrNull { it.game == session.config.game }?.code ?: "1")) })
            }
        }
        Route.Horseshoes -> {
            val session = model.horseshoes
            if (session == null) {
                nav.pop()
            } else {
                HorseshoesScreen(session.view, session, session.refusal, onBack = nav::pop, onRules = { nav.push(Route.Rules("HS")) })
            }
        }
        Route.BoxesSetup -> {
            val form = model.boxesSetup
            BoxesSetupScreen(Catalog.boxes(model.language).title, form, object : BoxesSetupActions {
                override fun dots(n: Int) { model.boxesSetup = form.copy(dots = n, error = null) }
                override fun opponent(strength: String?) { model.boxesSetup = form.copy(strength = strength, error = null) }
                override fun code(text: String) { model.boxesSetup = form.copy(code = text, error = null) }
                override fun start() { if (model.startBoxes(strings)) nav.replace(Route.Boxes) }
            }, onBack = nav::pop)
        }
        Route.Boxes -> {
            val session = model.boxes
            if (session == null) {
                nav.pop()
            } else {
                BoxesScreen(
                    Catalog.boxes(model.language).title, session.view, session, session.hint, session.refusal,
                    onBack = nav::pop,
                    onRules = { nav.push(Route.Rules("boxes")) },
                    onNewGame = { nav.replace(Route.BoxesSetup) },
                )
            }
        }
        Route.History -> {
            val history = remember { model.history() }
            HistoryScreen(history?.sections().orEmpty(), history?.recent().orEmpty(), history?.notice() ?: model.message, nav::pop)
        }
        Route.HallOfFame -> {
            val history = remember { model.history() }
            HallOfFameScreen(history?.hallOfFame().orEmpty(), nav::pop)
        }
        Route.Settings -> {
            val prefs = model.prefs
            SettingsScreen(
                SettingsView(prefs.sound, prefs.haptics, prefs.shapeCues, prefs.largeCubes, prefs.darkTheme, prefs.defaultSchedule, Catalog.schedules.map { it.first }),
                object : SettingsActions {
                    override fun sound(on: Boolean) = model.updatePrefs(prefs.copy(sound = on))
                    override fun haptics(on: Boolean) = model.updatePrefs(prefs.copy(haptics = on))
                    override fun shapeCues(on: Boolean) = model.updatePrefs(prefs.copy(shapeCues = on))
                    override fun largeCubes(on: Boolean) = model.updatePrefs(prefs.copy(largeCubes = on))
                    override fun darkTheme(on: Boolean?) = model.updatePrefs(prefs.copy(darkTheme = on))
                    override fun defaultSchedule(name: String) = model.updatePrefs(prefs.copy(defaultSchedule = name))
                },
                nav::pop,
            )
        }
        else -> nav.pop()
    }
}
