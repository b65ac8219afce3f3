package org.tuffest.preview

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import org.jetbrains.skia.EncodedImageFormat
import org.tuffest.ui.i18n.LocalStrings
import org.tuffest.ui.i18n.Strings
import org.tuffest.ui.model.BoardActions
import org.tuffest.ui.model.HorseshoesActions
import org.tuffest.ui.screens.*
import org.tuffest.ui.theme.DisplayPrefs
import org.tuffest.ui.theme.LocalDisplayPrefs
import org.tuffest.ui.theme.TuffestTheme
import java.io.File
import kotlin.system.exitProcess

/** A device shape to render at: size in dp and pixel density. */
data class Device(val name: String, val widthDp: Int, val heightDp: Int, val density: Float)

val PHONE = Device("phone", 412, 892, 2f)
val TABLET = Device("tablet", 1280, 800, 1.5f)

private object NoSetup : SetupActions {
    override fun game(code: String) {}
    override fun variant(name: String?) {}
    override fun constantCube(use: Boolean, preset: String?) {}
    override fun playerName(index: Int, name: String) {}
    override fun playerComputer(index: Int, strength: String?) {}
    override fun addPlayer() {}
    override fun removePlayer(index: Int) {}
    override fun schedule(name: String) {}
    override fun rounds(count: Int) {}
    override fun start(tableMode: Boolean) {}
}

private object NoSettings : SettingsActions {
    override fun sound(on: Boolean) {}
    override fun haptics(on: Boolean) {}
    override fun shapeCues(on: Boolean) {}
    override fun largeCubes(on: Boolean) {}
    override fun darkTheme(on: Boolean?) {}
    override fun defaultSchedule(name: String) {}
}

/** The screens to render: file name, device, and the composable. */
fun shots(): List<Triple<String, Device, @Composable () -> Unit>> = listOf(
    Triple("home", PHONE) { HomeScreen(Samples.saved, {}, {}) },
    Triple("tuf-setup", PHONE) { TufSetupScreen(Samples.setup, NoSetup) {} },
    Triple("tuf-table", PHONE) { TufTableScreen(Samples.table, BoardActions.None, {}, {}, {}) },
    Triple("tuf-table-exponent", PHONE) { TufTableScreen(Samples.table.copy(seats = Samples.table.seats.map { it.copy(board = Samples.board2) }), BoardActions.None, {}, {}, {}) },
    Triple("tuf-solitaire", PHONE) { TufTableScreen(Samples.solitaire, BoardActions.None, {}, {}, {}) },
    Triple("tuf-table-mode-phone", PHONE) { TableModeScreen(Samples.table2) { BoardActions.None } },
    Triple("tuf-table-mode-tablet", TABLET) { TableModeScreen(Samples.table4) { BoardActions.None } },
    Triple("handover", PHONE) { HandOverScreen("Ben", "Round 2 of 5 · the same roll, 3 minutes") {} },
    Triple("round-sheet", PHONE) { RoundSheetScreen(Samples.roundSheet, {}, {}) },
    Triple("match-sheet", PHONE) { MatchSheetScreen(Samples.matchSheet) {} },
    Triple("horseshoes", PHONE) { HorseshoesScreen(Samples.horseshoes, HorseshoesActions.None, {}, {}) },
    Triple("horseshoes-reveal", PHONE) { HorseshoesScreen(Samples.horseshoesReveal, HorseshoesActions.None, {}, {}) },
    Triple("history", PHONE) { HistoryScreen(Samples.stats, Samples.history) {} },
    Triple("hall-of-fame", PHONE) { HallOfFameScreen(Samples.fame) {} },
    Triple("rules", PHONE) { RulesScreen(Samples.rules, "1", {}) {} },
    Triple("settings", PHONE) { SettingsScreen(Samples.settings, NoSettings) {} },
)

/** Renders one composable headless (Skia offscreen) to a PNG. */
fun render(file: File, device: Device, strings: Strings, dark: Boolean, prefs: DisplayPrefs, content: @Composable () -> Unit) {
    val scene = ImageComposeScene(
        width = (device.widthDp * device.density).toInt(),
        height = (device.heightDp * device.density).toInt(),
        density = Density(device.density),
    ) {
        CompositionLocalProvider(LocalStrings provides strings, LocalDisplayPrefs provides prefs) {
            TuffestTheme(dark = dark) { content() }
        }
    }
    try {
        scene.render(0L)
        val image = scene.render(500_000_000L) // half a second on: animations settled
        val png = image.encodeToData(EncodedImageFormat.PNG) ?: error("PNG encoding failed")
        file.writeBytes(png.bytes)
    } finally {
        scene.close()
    }
}

/** Usage: Screenshots OUT_DIR [only-name-prefix]. Writes OUT_DIR/{en,fr,dark}/NAME.png. */
fun main(args: Array<String>) {
    val out = File(args.firstOrNull() ?: "screenshots")
    val only = args.getOrNull(1)
    val en = DesktopStrings.load(null)
    val fr = DesktopStrings.load("fr")
    val missingFr = DesktopStrings.table(null).keys - DesktopStrings.table("fr").keys
    if (missingFr.isNotEmpty()) System.err.println("French strings missing: $missingFr")
    var count = 0
    for ((name, device, content) in shots()) {
        if (only != null && !name.startsWith(only)) continue
        for ((dir, strings, dark) in listOf(Triple("en", en, false), Triple("fr", fr, false), Triple("dark", en, true))) {
            if (dir != "en" && name !in setOf("home", "tuf-table", "tuf-table-mode-phone", "horseshoes", "settings")) continue
            val f = File(out, "$dir/$name.png").also { it.parentFile.mkdirs() }
            render(f, device, strings, dark, DisplayPrefs(), content)
            count++
            println("wrote $f")
        }
    }
    // Shape cues off: shows what the colour-blind cues add.
    if (only == null) {
        val f = File(out, "en/tuf-table-no-shape-cues.png")
        render(f, PHONE, en, false, DisplayPrefs(shapeCues = false)) { TufTableScreen(Samples.table, BoardActions.None, {}, {}, {}) }
        println("wrote $f"); count++
    }
    println("$count screenshots in $out")
    exitProcess(0)
}
