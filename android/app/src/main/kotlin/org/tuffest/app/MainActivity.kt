package org.tuffest.app

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.LocalContext
import androidx.lifecycle.DefaultLifecycleObserver
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.viewmodel.compose.viewModel
import kotlinx.coroutines.delay
import org.tuffest.app.platform.AndroidStrings
import org.tuffest.app.platform.MonotonicClock
import org.tuffest.app.platform.TimerFeedback
import org.tuffest.ui.i18n.LocalStrings
import org.tuffest.ui.screens.HomeDestination
import org.tuffest.ui.screens.HomeScreen
import org.tuffest.ui.screens.RulesScreen
import org.tuffest.ui.screens.TufTableScreen
import org.tuffest.ui.theme.DisplayPrefs
import org.tuffest.ui.theme.LocalDisplayPrefs
import org.tuffest.ui.theme.TuffestTheme

/**
 * The one activity. It owns the platform plumbing — the monotonic clock, the lifecycle
 * (pause/resume the core's timers), haptics and sound, the string table — and shows the shared
 * screens. All game state is in the core, held by [AppViewModel].
 */
class MainActivity : ComponentActivity() {
    private lateinit var feedback: TimerFeedback

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        feedback = TimerFeedback(this)
        setContent { TuffestRoot(feedback) }
    }

    override fun onDestroy() {
        feedback.release()
        super.onDestroy()
    }
}

@Composable
private fun TuffestRoot(feedback: TimerFeedback) {
    val context = LocalContext.current
    val configuration = LocalConfiguration.current
    // Reload the strings when the locale changes (configuration is a composition input).
    val strings = remember(configuration) { AndroidStrings.load(context) }
    val model: AppViewModel = viewModel()
    val prefs by model.prefs.collectAsState()
    feedback.hapticsOn = prefs.haptics
    feedback.soundOn = prefs.sound

    // Pause the core's timers when the app leaves the screen, resume when it comes back.
    val owner = context as LifecycleOwner
    androidx.compose.runtime.DisposableEffect(owner) {
        val observer = object : DefaultLifecycleObserver {
            override fun onStop(owner: LifecycleOwner) = model.pause(MonotonicClock.nowMs())
            override fun onStart(owner: LifecycleOwner) = model.resume(MonotonicClock.nowMs())
        }
        owner.lifecycle.addObserver(observer)
        onDispose { owner.lifecycle.removeObserver(observer) }
    }

    // Poll the core ten times a second; its events become haptics and sound.
    LaunchedEffect(model) {
        while (true) {
            model.tick(MonotonicClock.nowMs()).forEach(feedback::onEvent)
            delay(100)
        }
    }

    CompositionLocalProvider(
        LocalStrings provides strings,
        LocalDisplayPrefs provides DisplayPrefs(shapeCues = prefs.shapeCues, largeCubes = prefs.largeCubes),
    ) {
        TuffestTheme(dark = prefs.darkTheme ?: androidx.compose.foundation.isSystemInDarkTheme()) {
            val nav = model.nav
            BackHandler(enabled = nav.canPop) { nav.pop() }
            when (val route = nav.top) {
                Route.Home -> HomeScreen(model.savedGames(), onOpen = { dest ->
                    nav.push(
                        when (dest) {
                            HomeDestination.TufSetup -> Route.TufSetup
                            HomeDestination.Horseshoes -> Route.Horseshoes
                            HomeDestination.History -> Route.History
                            HomeDestination.HallOfFame -> Route.HallOfFame
                            HomeDestination.Rules -> Route.Rules("1")
                            HomeDestination.Settings -> Route.Settings
                        },
                    )
                }, onContinue = { model.continueGame(it.id) })
                Route.TufTable -> {
                    val table by model.table.collectAsState()
                    val board = model.activeBoard
                    if (table != null && board != null) {
                        TufTableScreen(table!!, board, onHint = model::hint, onBack = nav::pop, onRules = { nav.push(Route.Rules("1")) })
                    }
                }
                is Route.Rules -> RulesScreen(model.rulesPages(strings), route.game, { nav.replace(Route.Rules(it)) }, nav::pop)
                else -> Screens(route, model, nav, strings)
            }
        }
    }
}
