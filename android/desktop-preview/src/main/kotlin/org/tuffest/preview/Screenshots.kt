package org.tuffest.preview

import app.tuffest.core.rulesBook
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import app.tuffest.core.TufDevice
import app.tuffest.core.TuffestLanguage
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import org.tuffest.bridge.Catalog
import org.tuffest.bridge.HistoryBridge
import org.tuffest.bridge.SaveSlots
import org.tuffest.bridge.SetupState
import org.tuffest.bridge.savedGameViews
import org.tuffest.ui.components.GameHost
import org.tuffest.ui.i18n.LocalStrings
import org.tuffest.ui.i18n.Strings
import org.tuffest.ui.model.BoxesActions
import org.tuffest.ui.model.ChipsActions
import org.tuffest.ui.model.MathableActions
import org.tuffest.ui.model.TablesActions
import org.tuffest.ui.model.UpAndDownActions
import org.tuffest.ui.model.PartySetupActions
import org.tuffest.ui.model.DuelSetupActions
import org.tuffest.ui.model.HorseshoesActions
import org.tuffest.ui.model.TournamentActions
import org.tuffest.ui.model.TournamentSetupActions
import org.tuffest.ui.model.SettingsView
import org.tuffest.ui.model.SetupPlayer
import org.tuffest.ui.screens.*
import org.tuffest.ui.theme.DisplayPrefs
import org.tuffest.ui.theme.LocalDisplayPrefs
import org.tuffest.ui.theme.LocalWindowSizeClass
import org.tuffest.ui.theme.TuffestTheme
import org.tuffest.ui.theme.windowSizeClass
import androidx.window.core.layout.WindowSizeClass
import java.io.File
import java.nio.file.Files
import java.text.DateFormat
import java.util.Date
import java.util.Locale
import kotlin.system.exitProcess

/** A device shape to render at: size in dp and pixel density. */
data class Device(val name: String, val widthDp: Int, val heightDp: Int, val density: Float)

val PHONE = Device("phone", 412, 892, 2f)
val TABLET = Device("tablet", 1280, 800, 1.5f)

private class NoSetup : SetupActions {
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

private object NoTournamentSetup : TournamentSetupActions {
    override fun competitorName(index: Int, name: String) {}
    override fun competitorKind(index: Int, strength: String?) {}
    override fun addCompetitor() {}
    override fun removeCompetitor(index: Int) {}
    override fun games(games: app.tuffest.core.MainGames) {}
    override fun system(system: app.tuffest.core.PairingSystem) {}
    override fun roundSize(index: Int, size: Int) {}
    override fun roundCode(index: Int, code: String) {}
    override fun bothWays(on: Boolean) {}
    override fun qualifiers(n: Int) {}
    override fun newFinal() {}
    override fun finalCode(code: String) {}
    override fun watch(on: Boolean) {}
    override fun loadCode(code: String) {}
}

private object NoDuelSetup : DuelSetupActions {
    override fun size(n: Int) {}
    override fun opponent(strength: String?) {}
    override fun code(text: String) {}
    override fun start() {}
}

private object NoPartySetup : PartySetupActions {
    override fun people(n: Int) {}
    override fun computers(n: Int) {}
    override fun strength(name: String) {}
    override fun code(text: String) {}
    override fun start() {}
}

private object NoSettings : SettingsActions {
    override fun sound(on: Boolean) {}
    override fun haptics(on: Boolean) {}
    override fun shapeCues(on: Boolean) {}
    override fun largeCubes(on: Boolean) {}
    override fun darkTheme(on: Boolean?) {}
    override fun defaultSchedule(name: String) {}
}

/** One screenshot: file name, device, and the composable drawing real core state. */
class Shot(val name: String, val device: Device, val content: @Composable () -> Unit)

/** The screens to render in one language, each from the core's state built by [Scenes]. */
fun shots(language: TuffestLanguage, strings: Strings, tmp: File): List<Shot> {
    val scenes = Scenes(language)
    val locale = if (language == TuffestLanguage.FR) Locale.FRENCH else Locale.ENGLISH
    val date = { ms: Long -> DateFormat.getDateInstance(DateFormat.MEDIUM, locale).format(Date(ms)) }

    // Saved games in a temporary "private storage", described by the restored core objects.
    val slots = SaveSlots(File(tmp, "saves-${language.name}"))
    scenes.game4MidRound().let { slots.write(SaveSlots.Kind.Tuf, 0, it.save()) }
    scenes.horseshoesWriting().let { slots.write(SaveSlots.Kind.Horseshoes, 0, it.save()) }
    scenes.boxesGame(5, 4, language).let { slots.write(SaveSlots.Kind.Boxes, 0, it.save()) }
    scenes.chipsGame(5, 1, language).let { slots.write(SaveSlots.Kind.Chips, 0, it.save()) }
    val saved = savedGameViews(slots, language)
    val games = Catalog.gameOptions(language)

    val setup = SetupState(
        game = "4",
        players = listOf(SetupPlayer("Ana", null), SetupPlayer("Robo", "casual")),
        useConstantCube = true,
        raceFace = Catalog.constantFaces(language).getOrNull(1)?.glyph,
        rounds = 5,
    ).view(language)

    val mid = scenes.game4MidRound()
    val exponent = scenes.game6Exponent()
    val solitaire = scenes.solitaire()
    val solitaireOver = scenes.solitaireOver()
    val phone = scenes.tableMode(TufDevice.PHONE, listOf("Ana", "Ben"), listOf("8 - 7 + 2 + 3 = 6", "1 + 2 = 3"))
    val tablet = scenes.tableMode(
        TufDevice.TABLET, listOf("Ana", "Ben", "Chloé", "Dev"),
        listOf("8 - 7 + 2 + 3 = 6", "1 + 2 = 3", "6 + 2 = 8", ""),
    )
    val handOver = scenes.handOver()
    val roundOver = scenes.scriptedMatch(1)
    val matchOver = scenes.scriptedMatch(2)
    val hsWriting = scenes.horseshoesWriting()
    val hsReveal = scenes.horseshoesReveal()
    val hsHandOver = scenes.horseshoesHandOver()
    val store = scenes.history(File(tmp, "history-${language.name}").also { it.mkdirs() })
    val history = HistoryBridge(store, language, date)
    val pages = history.pages()
    store.closeFile()
    val rules = rulesBook(language)
    val boxesMid = scenes.boxesGame(5, 9, language).also { it.askHint() }
    val boxesOver = scenes.boxesGame(4, 100, language)
    val boxesTitle = Catalog.boxes(language).title
    val boxesSetup = Catalog.boxesSetup().copy(size = 6, strength = "unbeatable")
    val chipsMid = scenes.chipsGame(6, 2, language).also { it.askHint() }
    val chipsOver = scenes.chipsGame(4, 100, language)
    val chipsTitle = Catalog.chips(language).title
    val mathableMid = scenes.mathableGame(3, choose = true, language)
    val mathableOver = scenes.mathableGame(2, choose = false, language).also { it.agreeEnd() }
    val mathableSetup = Catalog.partySetup(
        app.tuffest.core.GameId.MATHABLE,
        org.tuffest.ui.model.PartySetupView(people = 2, computers = 1, strengths = Catalog.strengths, hideRacks = true, showLegal = true),
    )
    val mathableHandOver = scenes.mathableHandOver(language)
    val upAndDown = scenes.upAndDownGame(app.tuffest.core.UpAndDownVariant.STANDARD, 4, language)
    val evenOdd = scenes.upAndDownGame(app.tuffest.core.UpAndDownVariant.EVEN_ODD, 6, language)
    val tablesMid = scenes.tablesGame(2, language)
    val tablesOver = scenes.tablesGame(100, language)
    val tablesTitle = Catalog.tables(language).title
    val pytagora = pytagoraGame(language).also { it.askHint() }
    val plusMinus = pytagoraGame(language, app.tuffest.core.PytagoraVariant.PLUS_AND_MINUS)
    val crossword = crosswordGame(language).also { it.askHint() }
    val crosswordTimed = crosswordGame(language, app.tuffest.core.FrenchPreset.TIMED)
    val crosswordHandOver = crosswordGame(language, people = true)
    val crosswordHomeMade = crosswordGame(language, app.tuffest.core.FrenchPreset.HOME_MADE)
    val crosswordHandicap = Catalog.crosswordSetup(language).copy(variant = app.tuffest.core.FrenchPreset.HANDICAP.name, people = 2, computers = 0)
        .withSeconds(0, 60).withSeconds(1, 180)
    val tournamentTitle = Catalog.tournament(language).title
    val tournamentSetup = tournamentForm(language).view
    val tournamentChoosing = tournamentGame(language) { it.chooser == 0u }
    val tournamentBoxes = tournamentGame(language) { it.toMove == 0u && it.game is app.tuffest.core.TournamentGameView.Boxes && it.results.isNotEmpty() }
    val tournamentChips = tournamentGame(language) { it.toMove == 0u && it.game is app.tuffest.core.TournamentGameView.Chips }
    val tournamentFinal = tournamentGame(language) { it.stage == app.tuffest.core.TournamentStage.FINAL && it.toMove == 0u }
    val tournamentOver = tournamentGame(language) { false }
    fun tournament(s: org.tuffest.bridge.TournamentSession): @Composable () -> Unit = {
        TournamentScreen(tournamentTitle, s.view, s.finalView, TournamentActions.None, BoxesActions.None, ChipsActions.None, HorseshoesActions.None, null, {}, {}, onShare = {}, finalLastTenSeconds = s.timeRunningOut)
    }
    val settings = SettingsView(true, true, true, false, null, "standard", Catalog.schedules.map { it.first })

    fun match(s: org.tuffest.bridge.MatchSession): @Composable () -> Unit = {
        TufMatchScreen(s.view, s.extras, s::actionsFor, s, s.refusal, {}, {})
    }
    val home: @Composable () -> Unit = {
        HomeScreen(games, saved, {}, {}, {}, moreGames = listOf(HomeDestination.Boxes to Catalog.boxes(language), HomeDestination.Chips to Catalog.chips(language), HomeDestination.Mathable to Catalog.mathable(language), HomeDestination.Pytagora to Catalog.pytagora(language), HomeDestination.Crossword to Catalog.crossword(language),
            HomeDestination.UpAndDown to Catalog.upAndDown(language), HomeDestination.Tables to Catalog.tables(language), HomeDestination.Tournament to Catalog.tournament(language)))
    }
    return listOf(
        Shot("home", PHONE, home),
        Shot("home-tablet", TABLET, home),
        Shot("tuf-setup", PHONE) { TufSetupScreen(setup, NoSetup()) {} },
        Shot("tuf-table", PHONE, match(mid)),
        Shot("tuf-table-exponent", PHONE, match(exponent)),
        Shot("tuf-solitaire", PHONE, match(solitaire)),
        Shot("tuf-solitaire-par", PHONE, match(solitaireOver)),
        Shot("tuf-table-mode-phone", PHONE, match(phone)),
        Shot("tuf-table-mode-tablet", TABLET, match(tablet)),
        Shot("handover", PHONE, match(handOver)),
        Shot("round-sheet", PHONE, match(roundOver)),
        Shot("match-sheet", PHONE, match(matchOver)),
        Shot("horseshoes", PHONE) { HorseshoesScreen(hsWriting.view, hsWriting.timeRunningOut, HorseshoesActions.None, hsWriting.refusal, {}, {}) },
        Shot("horseshoes-reveal", PHONE) { HorseshoesScreen(hsReveal.view, hsReveal.timeRunningOut, HorseshoesActions.None, null, {}, {}) },
        Shot("horseshoes-handover", PHONE) { HorseshoesScreen(hsHandOver.view, hsHandOver.timeRunningOut, HorseshoesActions.None, null, {}, {}) },
        Shot("history", PHONE) { HistoryScreen(pages, null, date) {} },
        Shot("hall-of-fame", PHONE) { HallOfFameScreen(pages?.games.orEmpty(), date) {} },
        Shot("rules", PHONE) { RulesScreen(rules, "1", {}) {} },
        Shot("rules-constant", PHONE) { RulesScreen(rules, "orange", {}) {} },
        Shot("rules-horseshoes", PHONE) { RulesScreen(rules, "horseshoes", {}) {} },
        Shot("settings", PHONE) { SettingsScreen(settings, NoSettings) {} },
        Shot("boxes-setup", PHONE) { DuelSetupScreen(boxesTitle, "boxes_dots", boxesSetup, NoDuelSetup) {} },
        Shot("chips-setup", PHONE) { DuelSetupScreen(chipsTitle, "chips_squares", Catalog.chipsSetup(), NoDuelSetup) {} },
        Shot("chips", PHONE) { ChipsScreen(chipsTitle, chipsMid.names, chipsMid.view, ChipsActions.None, GameHost.still(chipsMid.hint)) },
        Shot("chips-over", PHONE) { ChipsScreen(chipsTitle, chipsOver.names, chipsOver.view, ChipsActions.None, GameHost.still()) },
        Shot("rules-chips", PHONE) { RulesScreen(rules, "chips", {}) {} },
        Shot("mathable-setup", PHONE) { PartySetupScreen("Mathable", mathableSetup, NoPartySetup) {} },
        Shot("updown-setup", PHONE) { PartySetupScreen(Catalog.upAndDown(language).title, Catalog.upAndDownSetup(language), NoPartySetup) {} },
        Shot("updown", PHONE) { UpAndDownScreen(upAndDown.view, UpAndDownActions.None, GameHost.still()) },
        Shot("updown-even-odd", PHONE) { UpAndDownScreen(evenOdd.view, UpAndDownActions.None, GameHost.still()) },
        Shot("tables", PHONE) { TablesScreen(tablesTitle, tablesMid.view, TablesActions.None, GameHost.still()) },
        Shot("tables-over", PHONE) { TablesScreen(tablesTitle, tablesOver.view, TablesActions.None, GameHost.still()) },
        Shot("mathable", PHONE) { MathableScreen(mathableMid.view, MathableActions.None, GameHost.still()) },
        Shot("mathable-zoomed", PHONE) { MathableScreen(mathableMid.view, MathableActions.None, GameHost.still(), zoomedAtStart = true) },
        Shot("mathable-tablet", TABLET) { MathableScreen(mathableMid.view, MathableActions.None, GameHost.still()) },
        Shot("mathable-handover", PHONE) { MathableScreen(mathableHandOver.view, MathableActions.None, GameHost.still()) },
        Shot("mathable-over", PHONE) { MathableScreen(mathableOver.view, MathableActions.None, GameHost.still()) },
        Shot("boxes", PHONE) { BoxesScreen(boxesTitle, boxesMid.view, BoxesActions.None, GameHost.still(boxesMid.hint)) },
        Shot("boxes-over", PHONE) { BoxesScreen(boxesTitle, boxesOver.view, BoxesActions.None, GameHost.still()) },
        Shot("rules-boxes", PHONE) { RulesScreen(rules, "boxes", {}) {} },
        Shot("pytagora-setup", PHONE) { PartySetupScreen(Catalog.pytagora(language).title, Catalog.pytagoraSetup(language), NoPartySetup) {} },
        Shot("pytagora", PHONE) { PytagoraScreen(pytagora.view.title, pytagora.view, org.tuffest.ui.model.PytagoraActions.None, GameHost.still(pytagora.hint)) },
        Shot("plus-and-minus", PHONE) { PytagoraScreen(plusMinus.view.title, plusMinus.view, org.tuffest.ui.model.PytagoraActions.None, GameHost.still()) },
        Shot("rules-pytagora", PHONE) { RulesScreen(rules, "pytagora", {}) {} },
        Shot("crossword-setup", PHONE) { PartySetupScreen(Catalog.crossword(language).title, Catalog.crosswordSetup(language), NoPartySetup) {} },
        Shot("crossword", PHONE) { CrosswordScreen(Catalog.crossword(language).title, crossword.view, org.tuffest.ui.model.CrosswordActions.None, GameHost.still(crossword.hint)) },
        Shot("crossword-timed", PHONE) { CrosswordScreen(Catalog.crossword(language).title, crosswordTimed.view, org.tuffest.ui.model.CrosswordActions.None, GameHost.still()) },
        Shot("crossword-tablet", TABLET) { CrosswordScreen(Catalog.crossword(language).title, crossword.view, org.tuffest.ui.model.CrosswordActions.None, GameHost.still()) },
        Shot("crossword-handover", PHONE) { CrosswordScreen(Catalog.crossword(language).title, crosswordHandOver.view, org.tuffest.ui.model.CrosswordActions.None, GameHost.still()) },
        Shot("crossword-home-made", PHONE) { CrosswordScreen(Catalog.crossword(language).title, crosswordHomeMade.view, org.tuffest.ui.model.CrosswordActions.None, GameHost.still()) },
        Shot("crossword-setup-handicap", PHONE) { PartySetupScreen(Catalog.crossword(language).title, crosswordHandicap, NoPartySetup) {} },
        Shot("rules-crossword", PHONE) { RulesScreen(rules, "crossword", {}) {} },
        Shot("tournament-setup", PHONE) { TournamentSetupScreen(tournamentTitle, tournamentSetup, NoTournamentSetup, {}) {} },
        Shot("tournament-choosing", PHONE, tournament(tournamentChoosing)),
        Shot("tournament-boxes", PHONE, tournament(tournamentBoxes)),
        Shot("tournament-chips", PHONE, tournament(tournamentChips)),
        Shot("tournament-final", PHONE, tournament(tournamentFinal)),
        Shot("tournament-over", PHONE, tournament(tournamentOver)),
        Shot("tournament-tablet", TABLET, tournament(tournamentBoxes)),
        Shot("rules-tournament", PHONE) { RulesScreen(rules, "tournament", {}) {} },
    )
}

/** The screens also rendered at 200 % font: those with glyphs in shapes of fixed size (cubes, keys, tiles, chips). */
val AT_LARGE_FONT = setOf(
    "home", "tuf-setup", "tuf-table", "tuf-table-mode-phone", "round-sheet", "horseshoes", "settings",
    "boxes", "chips", "mathable", "updown", "tables", "pytagora", "crossword", "tournament-boxes",
)

/** Renders one composable headless (Skia offscreen) to a PNG. */
/**
 * Composes [content] on [device] and draws it half a second on (animations settled), in the
 * device's window size class unless [sizeClass] says otherwise.
 */
fun renderImage(
    device: Device, strings: Strings, dark: Boolean, prefs: DisplayPrefs, fontScale: Float = 1f,
    sizeClass: WindowSizeClass = windowSizeClass(device.widthDp, device.heightDp),
    content: @Composable () -> Unit,
): Image {
    val scene = ImageComposeScene(
        width = (device.widthDp * device.density).toInt(),
        height = (device.heightDp * device.density).toInt(),
        density = Density(device.density, fontScale),
    ) {
        AppFrame(strings, dark, prefs, sizeClass, content)
    }
    try {
        scene.render(0L)
        return scene.render(500_000_000L)
    } finally {
        scene.close()
    }
}

/**
 * [content] as the app shows it: the strings, the display preferences, the window size class
 * (a phone's unless said) and the theme. Every render and desktop test composes screens in it.
 */
@Composable
fun AppFrame(
    strings: Strings,
    dark: Boolean = false,
    prefs: DisplayPrefs = DisplayPrefs(),
    sizeClass: WindowSizeClass = windowSizeClass(PHONE.widthDp, PHONE.heightDp),
    content: @Composable () -> Unit,
) {
    CompositionLocalProvider(LocalStrings provides strings, LocalDisplayPrefs provides prefs, LocalWindowSizeClass provides sizeClass) {
        TuffestTheme(dark = dark) { content() }
    }
}

/** [renderImage] written to [file] as a PNG. */
fun render(file: File, device: Device, strings: Strings, dark: Boolean, prefs: DisplayPrefs, fontScale: Float = 1f, content: @Composable () -> Unit) {
    val image = renderImage(device, strings, dark, prefs, fontScale, content = content)
    val png = image.encodeToData(EncodedImageFormat.PNG) ?: error("PNG encoding failed")
    file.writeBytes(png.bytes)
}

/**
 * Usage: Screenshots OUT_DIR [only-name-prefix]. Writes OUT_DIR/{en,fr,dark,font200}/NAME.png
 * (font200: English at the system's 200 % font scale).
 */
fun main(args: Array<String>) {
    val out = File(args.firstOrNull() ?: "screenshots")
    val only = args.getOrNull(1)
    val en = DesktopStrings.load(null)
    val fr = DesktopStrings.load("fr")
    val missingFr = DesktopStrings.table(null).keys - DesktopStrings.table("fr").keys
    if (missingFr.isNotEmpty()) System.err.println("French strings missing: $missingFr")
    val tmp = Files.createTempDirectory("tuffest-preview").toFile()
    val inFrenchAndDark = setOf(
        "home", "tuf-setup", "tuf-table", "tuf-solitaire", "tuf-solitaire-par", "tuf-table-mode-phone", "handover", "round-sheet", "horseshoes",
        "horseshoes-reveal", "horseshoes-handover", "history", "hall-of-fame", "rules", "rules-constant", "rules-horseshoes", "settings",
        "boxes-setup", "boxes", "boxes-over", "chips-setup", "chips", "chips-over", "mathable", "mathable-over", "updown", "tables",
        "tournament-setup", "tournament-boxes", "tournament-over", "pytagora", "crossword",
    )
    var count = 0
    for ((dir, strings, dark, language, fontScale) in listOf(
        Variant("en", en, false, TuffestLanguage.EN, 1f),
        Variant("fr", fr, false, TuffestLanguage.FR, 1f),
        Variant("dark", en, true, TuffestLanguage.EN, 1f),
        Variant("font200", en, false, TuffestLanguage.EN, 2f),
    )) {
        for (shot in shots(language, strings, tmp)) {
            if (only != null && !shot.name.startsWith(only)) continue
            if (dir == "font200" && shot.name !in AT_LARGE_FONT) continue
            if (dir == "fr" || dir == "dark") if (shot.name !in inFrenchAndDark) continue
            val f = File(out, "$dir/${shot.name}.png").also { it.parentFile.mkdirs() }
            render(f, shot.device, strings, dark, DisplayPrefs(), fontScale, shot.content)
            count++
            println("wrote $f")
        }
    }
    // Shape cues off: shows what the colour-blind cues add.
    if (only == null) {
        val shot = shots(TuffestLanguage.EN, en, tmp).first { it.name == "tuf-table" }
        val f = File(out, "en/tuf-table-no-shape-cues.png")
        render(f, PHONE, en, false, DisplayPrefs(shapeCues = false), content = shot.content)
        println("wrote $f"); count++
    }
    tmp.deleteRecursively()
    println("$count screenshots in $out")
    exitProcess(0)
}

/** One set of screenshots: its folder, strings, theme, the core's language and the font scale. */
private data class Variant(val dir: String, val strings: Strings, val dark: Boolean, val language: TuffestLanguage, val fontScale: Float)
