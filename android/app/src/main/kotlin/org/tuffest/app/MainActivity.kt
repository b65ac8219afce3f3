package org.tuffest.app

import app.tuffest.core.rulesBook
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.LocalContext
import androidx.lifecycle.DefaultLifecycleObserver
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.viewmodel.compose.viewModel
import org.tuffest.ui.model.CueFeedback
import kotlinx.coroutines.delay
import org.tuffest.app.platform.AndroidStrings
import androidx.compose.foundation.isSystemInDarkTheme
import org.tuffest.bridge.Catalog
import org.tuffest.app.platform.TimerFeedback
import org.tuffest.ui.i18n.LocalStrings
import org.tuffest.ui.screens.HomeDestination
import org.tuffest.ui.screens.HomeScreen
import org.tuffest.ui.screens.RulesScreen
import org.tuffest.ui.theme.DisplayPrefs
import org.tuffest.ui.theme.LocalDisplayPrefs
import org.tuffest.ui.theme.LocalWindowSizeClass
import org.tuffest.ui.theme.TuffestTheme
import org.tuffest.ui.theme.isTabletSized
import org.tuffest.ui.theme.windowSizeClass

/**
 * The one activity. It owns the platform plumbing — the monotonic clock, the lifecycle
 * (pause/resume the core's timers), haptics and sound, the string table — and shows the shared
 * screens. All game state is in the core, held by [AppViewModel].
 */
class MainActivity : ComponentActivity() {
    private lateinit var output: TimerFeedback

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        output = TimerFeedback(this)
        val feedback = CueFeedback(output)
        setContent { TuffestRoot(feedback) }
    }

    override fun onDestroy() {
        output.release()
        super.onDestroy()
    }
}

@Composable
private fun TuffestRoot(feedback: CueFeedback) {
    val context = LocalContext.current
    val configuration = LocalConfiguration.current
    // Reload the strings when the locale changes (configuration is a composition input).
    val strings = remember(configuration) { AndroidStrings.load(context) }
    val model: AppViewModel = viewModel()
    val prefs = model.prefs
    feedback.hapticsOn = prefs.haptics
    feedback.soundOn = prefs.sound

    // Pause the core's timers (and save the game) when the app leaves the screen; resume after.
    // `started` also stops the ticker below while the app is not on screen.
    var started by remember { mutableStateOf(true) }
    val owner = context as LifecycleOwner
    DisposableEffect(owner) {
        val observer = object : DefaultLifecycleObserver {
            override fun onStop(owner: LifecycleOwner) {
                started = false
                model.pause()
            }
            override fun onStart(owner: LifecycleOwner) {
                model.resume()
                started = true
            }
        }
        owner.lifecycle.addObserver(observer)
        onDispose { owner.lifecycle.removeObserver(observer) }
    }

    // Advance the core ten times a second while the app is on screen (the effect restarts when
    // `started` changes, so a stopped app calls nothing); its events become haptics and sound.
    LaunchedEffect(model, started) {
        if (!started) return@LaunchedEffect
        while (true) {
            // One cue a tick: time up wins over the round or match ending with it.
            feedback.onTick(model.tick())
            delay(100)
        }
    }

    val sizeClass = remember(configuration.screenWidthDp, configuration.screenHeightDp) {
        windowSizeClass(configuration.screenWidthDp, configuration.screenHeightDp)
    }
    CompositionLocalProvider(
        LocalStrings provides strings,
        LocalDisplayPrefs provides DisplayPrefs(shapeCues = prefs.shapeCues, largeCubes = prefs.largeCubes),
        // The window's size class: the configuration gives this window's size (it changes with
        // rotation, split screen and free-form windows), so the layouts follow it.
        LocalWindowSizeClass provides sizeClass,
    ) {
        TuffestTheme(dark = prefs.darkTheme ?: isSystemInDarkTheme()) {
            val nav = model.nav
            val tablet = sizeClass.isTabletSized
            BackHandler(enabled = nav.canPop) { nav.pop() }
            when (val route = nav.top) {
                Route.Home -> HomeScreen(
                    games = remember(configuration) { Catalog.gameOptions(model.language) },
                    saved = remember(nav.top) { model.savedGames() },
                    onOpen = { dest ->
                        when (dest) {
                            HomeDestination.TufSetup -> { model.setupFor(null, strings); nav.push(Route.TufSetup) }
                            HomeDestination.Horseshoes -> {
                                val names = model.setup.players.filter { it.computerStrength == null }.map { it.name }
                                model.startHorseshoes(names.ifEmpty { listOf(strings.get("setup_player_n", 1)) })
                                nav.push(Route.Horseshoes)
                            }
                            HomeDestination.Boxes -> nav.push(Route.BoxesSetup)
                            HomeDestination.Chips -> nav.push(Route.ChipsSetup)
                            HomeDestination.Mathable -> nav.push(Route.MathableSetup)
                            HomeDestination.UpAndDown -> nav.push(Route.UpAndDownSetup)
                            HomeDestination.Tables -> nav.push(Route.TablesSetup)
                            HomeDestination.Pytagora -> nav.push(Route.PytagoraSetup)
                            HomeDestination.Crossword -> nav.push(Route.CrosswordSetup)
                            HomeDestination.Tournament -> nav.push(Route.TournamentSetup)
                            HomeDestination.History -> nav.push(Route.History)
                            HomeDestination.HallOfFame -> nav.push(Route.HallOfFame)
                            HomeDestination.Rules -> nav.push(Route.Rules("1"))
                            HomeDestination.Settings -> nav.push(Route.Settings)
                        }
                    },
                    onGame = { code -> model.setupFor(code, strings); nav.push(Route.TufSetup) },
                    onContinue = { saved -> model.continueGame(saved.id)?.let(nav::push) },
                    notice = model.message,
                    onDismissNotice = { model.message = null },
                    moreGames = remember(configuration) { listOf(
                        HomeDestination.Boxes to Catalog.boxes(model.language), HomeDestination.Chips to Catalog.chips(model.language), HomeDestination.Mathable to Catalog.mathable(model.language),
                        HomeDestination.Pytagora to Catalog.pytagora(model.language), HomeDestination.Crossword to Catalog.crossword(model.language),
                        HomeDestination.UpAndDown to Catalog.upAndDown(model.language), HomeDestination.Tables to Catalog.tables(model.language),
                        HomeDestination.Tournament to Catalog.tournament(model.language),
                    ) },
                )
                is Route.Rules -> RulesScreen(rulesBook(model.language), route.game, { nav.replace(Route.Rules(it)) }, nav::pop)
                else -> Screens(route, model, nav, strings, tablet)
            }
        }
    }
}
