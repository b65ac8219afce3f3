package org.tuffest.app

import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalContext
import org.tuffest.app.platform.shareText
import org.tuffest.bridge.Catalog
import org.tuffest.bridge.KitSession
import org.tuffest.ui.components.GameHost
import org.tuffest.ui.i18n.Strings
import org.tuffest.ui.model.SettingsView
import org.tuffest.ui.model.SetupPlayer
import org.tuffest.ui.model.DuelSetupActions
import org.tuffest.ui.model.DuelSetupView
import org.tuffest.ui.screens.BoxesScreen
import org.tuffest.ui.screens.ChipsScreen
import org.tuffest.ui.screens.MathableScreen
import org.tuffest.ui.screens.TablesScreen
import org.tuffest.ui.screens.PytagoraScreen
import org.tuffest.ui.screens.CrosswordScreen
import org.tuffest.ui.screens.TournamentScreen
import org.tuffest.ui.screens.TournamentSetupScreen
import org.tuffest.ui.screens.UpAndDownScreen
import org.tuffest.ui.model.PartySetupView
import org.tuffest.ui.screens.PartySetupScreen
import org.tuffest.ui.model.PartySetupActions
import org.tuffest.ui.screens.DuelSetupScreen
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
    val context = LocalContext.current
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
                TufMatchScreen(session.view, session.extras, session::actionsFor, session, session.refusal, onBack = nav::pop, onRules = { nav.push(Route.Rules(Catalog.games().firstOrNull { it.game == session.config.game }?.code ?: "1")) })
            }
        }
        Route.Horseshoes -> {
            val session = model.horseshoes
            if (session == null) {
                nav.pop()
            } else {
                HorseshoesScreen(session.view, session.timeRunningOut, session, session.refusal, onBack = nav::pop, onRules = { nav.push(Route.Rules("horseshoes")) })
            }
        }
        Route.BoxesSetup -> DuelSetup(Catalog.boxes(model.language).title, "boxes_dots", model.boxesSetup, { model.boxesSetup = it }, nav::pop) {
            if (model.startBoxes(strings)) nav.replace(Route.Boxes)
        }
        Route.Boxes -> model.boxes?.let { s ->
            BoxesScreen(Catalog.boxes(model.language).title, s.view, s, kitHost(nav, s, "boxes", Route.BoxesSetup))
        } ?: nav.pop()
        Route.ChipsSetup -> DuelSetup(Catalog.chips(model.language).title, "chips_squares", model.chipsSetup, { model.chipsSetup = it }, nav::pop) {
            if (model.startChips(strings)) nav.replace(Route.Chips)
        }
        Route.Chips -> model.chips?.let { s ->
            ChipsScreen(Catalog.chips(model.language).title, s.names, s.view, s, kitHost(nav, s, "chips", Route.ChipsSetup))
        } ?: nav.pop()
        Route.MathableSetup -> PartySetup("Mathable", model.mathableSetup, 4, { model.mathableSetup = it }, nav::pop) {
            if (model.startMathable(strings)) nav.replace(Route.Mathable)
        }
        Route.UpAndDownSetup -> PartySetup(Catalog.upAndDown(model.language).title, model.upAndDownSetup, 6, { model.upAndDownSetup = it }, nav::pop) {
            if (model.startUpAndDown(strings)) nav.replace(Route.UpAndDown)
        }
        Route.TablesSetup -> PartySetup(Catalog.tables(model.language).title, model.tablesSetup, 6, { model.tablesSetup = it }, nav::pop) {
            if (model.startTables(strings)) nav.replace(Route.Tables)
        }
        Route.UpAndDown -> model.upAndDown?.let { s ->
            UpAndDownScreen(s.view, s, kitHost(nav, s, "updown", Route.UpAndDownSetup))
        } ?: nav.pop()
        Route.Tables -> model.tables?.let { s ->
            TablesScreen(Catalog.tables(model.language).title, s.view, s, kitHost(nav, s, "tables", Route.TablesSetup))
        } ?: nav.pop()
        Route.PytagoraSetup -> PartySetup(Catalog.pytagora(model.language).title, model.pytagoraSetup, 4, { model.pytagoraSetup = it }, nav::pop) {
            if (model.startPytagora(strings)) nav.replace(Route.Pytagora)
        }
        Route.Pytagora -> model.pytagora?.let { s ->
            PytagoraScreen(s.view.title, s.view, s, kitHost(nav, s, "pytagora", Route.PytagoraSetup))
        } ?: nav.pop()
        Route.CrosswordSetup -> PartySetup(Catalog.crossword(model.language).title, model.crosswordSetup, 4, { model.crosswordSetup = it }, nav::pop) {
            if (model.startCrossword(strings)) nav.replace(Route.Crossword)
        }
        Route.Crossword -> model.crossword?.let { s ->
            CrosswordScreen(Catalog.crossword(model.language).title, s.view, s, kitHost(nav, s, "crossword", Route.CrosswordSetup))
        } ?: nav.pop()
        Route.TournamentSetup -> {
            val form = model.tournamentForm(strings)
            TournamentSetupScreen(Catalog.tournament(model.language).title, form.view, form, onStart = {
                if (model.startTournament(strings)) nav.replace(Route.Tournament)
            }, onBack = nav::pop)
        }
        Route.Tournament -> model.tournament?.let { s ->
            TournamentScreen(
                Catalog.tournament(model.language).title, s.view, s.finalView, s, s, s, s, s.refusal,
                onBack = nav::pop,
                onRules = { nav.push(Route.Rules("tournament")) },
                onShare = { shareText(context, s.resultsText()) },
                finalLastTenSeconds = s.timeRunningOut,
            )
        } ?: nav.pop()
        Route.Mathable -> model.mathable?.let { s ->
            MathableScreen(s.view, s, kitHost(nav, s, "mathable", Route.MathableSetup), zoomedAtStart = !tablet)
        } ?: nav.pop()
        Route.History -> {
            val history = remember { model.history() }
            val pages = remember { history?.pages() }
            HistoryScreen(pages, model.message, history?.date ?: { it.toString() }, nav::pop)
        }
        Route.HallOfFame -> {
            val history = remember { model.history() }
            val pages = remember { history?.pages() }
            HallOfFameScreen(pages?.games.orEmpty(), history?.date ?: { it.toString() }, nav::pop)
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

/**
 * A kit game's host: the [session]'s hint and refusal, back, its page of the rules ([rules]), and
 * a new game from its set-up screen ([setup]).
 */
private fun kitHost(nav: BackStack, session: KitSession<*>, rules: String, setup: Route) =
    GameHost(session.hint, session.refusal, onBack = nav::pop, onRules = { nav.push(Route.Rules(rules)) }, onNewGame = { nav.replace(setup) })

/** The set-up screen of a two-seat kit game: each edit updates the form, start asks the core. */
@Composable
private fun DuelSetup(title: String, sizeKey: String, form: DuelSetupView, update: (DuelSetupView) -> Unit, onBack: () -> Unit, start: () -> Unit) {
    DuelSetupScreen(title, sizeKey, form, object : DuelSetupActions {
        override fun size(n: Int) = update(form.copy(size = n, error = null))
        override fun opponent(strength: String?) = update(form.copy(strength = strength, error = null))
        override fun code(text: String) = update(form.copy(code = text, error = null))
        override fun start() = start()
    }, onBack = onBack)
}

/** The set-up screen of a game for several seats: each edit updates the form (at most [maxSeats] in all), start asks the core. */
@Composable
private fun PartySetup(title: String, form: PartySetupView, maxSeats: Int, update: (PartySetupView) -> Unit, onBack: () -> Unit, start: () -> Unit) {
    PartySetupScreen(title, form, object : PartySetupActions {
        override fun variant(id: String) = update(form.copy(variant = id, error = null))
        override fun people(n: Int) = update(form.copy(people = n, computers = form.computers.coerceAtMost(maxSeats - n), error = null))
        override fun computers(n: Int) = update(form.copy(computers = n, people = form.people.coerceAtMost(maxSeats - n).coerceAtLeast(form.minPeople), error = null))
        override fun hideRacks(on: Boolean) = update(form.copy(hideRacks = on, error = null))
        override fun showLegal(on: Boolean) = update(form.copy(showLegal = on, error = null))
        override fun seatSeconds(person: Int, seconds: Int) = update(form.withSeconds(person, seconds))
        override fun strength(name: String) = update(form.copy(strength = name, error = null))
        override fun code(text: String) = update(form.copy(code = text, error = null))
        override fun start() = start()
    }, onBack = onBack)
}
