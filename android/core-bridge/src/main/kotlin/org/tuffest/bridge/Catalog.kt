package org.tuffest.bridge

import app.tuffest.core.TufConstantFace
import app.tuffest.core.TufDevice
import app.tuffest.core.TufGame
import app.tuffest.core.TufGameInfo
import app.tuffest.core.TufMatchConfig
import app.tuffest.core.TufOperatorPreset
import app.tuffest.core.TufPlayMode
import app.tuffest.core.TufSeat
import app.tuffest.core.TufSeatKind
import app.tuffest.core.Strength
import app.tuffest.core.TufTimerSchedule
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.boxesSizes
import app.tuffest.core.chipsSizes
import app.tuffest.core.GameId
import app.tuffest.core.gameGuide
import app.tuffest.core.gameSeatLimits
import app.tuffest.core.upAndDownVariantTitle
import app.tuffest.core.UpAndDownVariant
import app.tuffest.core.PytagoraVariant
import app.tuffest.core.pytagoraVariantTitle
import app.tuffest.core.FrenchPreset
import app.tuffest.core.FrenchSettings
import app.tuffest.core.crosswordPresetTitle
import app.tuffest.core.crosswordPresets
import app.tuffest.core.crosswordPresetPerSeat
import app.tuffest.core.crosswordHandicapChoices
import app.tuffest.core.crosswordPresetSettings
import org.tuffest.ui.model.PartySetupView
import app.tuffest.core.tufGameSummary
import app.tuffest.core.tufGameTitle
import app.tuffest.core.tufGames
import app.tuffest.core.tufMatchConfig
import app.tuffest.core.tufSetupLimits
import app.tuffest.core.tufOperatorPresetLabel
import app.tuffest.core.tufConstantFaces
import app.tuffest.core.tufWithConstantCube
import org.tuffest.ui.model.DuelSetupView
import org.tuffest.ui.model.GameOption
import org.tuffest.ui.model.SetupPlayer
import org.tuffest.ui.model.SetupView

/** The games, their titles, summaries and rules pages, all written by the core. */
object Catalog {
    fun games(): List<TufGameInfo> = tufGames()

    fun gameOptions(language: TuffestLanguage): List<GameOption> =
        games().map { GameOption(it.code, tufGameTitle(it.game, language), tufGameSummary(it.game, language)) }

    fun game(code: String): TufGame? = games().firstOrNull { it.code == code }?.game

    /** A kit game on the home screen, with the core's title and summary. */
    private fun option(code: String, game: GameId, language: TuffestLanguage): GameOption =
        gameGuide(game, language).let { GameOption(code, it?.title.orEmpty(), it?.summary.orEmpty()) }

    /** A game's title, written by the core. */
    fun title(game: GameId, language: TuffestLanguage): String = gameGuide(game, language)?.title.orEmpty()

    /** Up and down on the home screen, with the core's title and summary. */
    fun upAndDown(language: TuffestLanguage): GameOption = option("updown", GameId.UP_AND_DOWN, language)

    /** A party form for [game] with the core's seat limits (the most seats, the fewest people). */
    fun partySetup(game: GameId, form: PartySetupView): PartySetupView {
        val limits = gameSeatLimits(game)
        return form.copy(maxSeats = limits.maxSeats.toInt(), minPeople = limits.minPeople.toInt())
    }

    /** Multiplication tables on the home screen, with the core's title and summary. */
    fun tables(language: TuffestLanguage): GameOption = option("tables", GameId.TABLES, language)

    /** An Up and down variant by the id the set-up form keeps (its enum name). */
    fun upAndDownVariant(id: String?): UpAndDownVariant = UpAndDownVariant.entries.firstOrNull { it.name == id } ?: UpAndDownVariant.STANDARD

    /** The Up and down set-up form: one child against a computer player, the core's seat limits and variants. */
    fun upAndDownSetup(language: TuffestLanguage): PartySetupView = variantSetup(
        GameId.UP_AND_DOWN,
        UpAndDownVariant.entries.map { it.name to upAndDownVariantTitle(it, language) },
        UpAndDownVariant.STANDARD.name,
    )

    /** Pytagora on the home screen, with the core's title and summary. */
    fun pytagora(language: TuffestLanguage): GameOption = option("pytagora", GameId.PYTAGORA, language)

    /** The Pytagora set-up form: the core's seat limits, Pytagora or Plus and minus (named by the core). */
    fun pytagoraSetup(language: TuffestLanguage): PartySetupView = variantSetup(
        GameId.PYTAGORA,
        PytagoraVariant.entries.map { it.name to pytagoraVariantTitle(it, language) },
        PytagoraVariant.STANDARD.name,
    )

    /** A set-up form with variants (ids and the core's titles), no game code, a casual computer by default. */
    private fun variantSetup(game: GameId, variants: List<Pair<String, String>>, standard: String): PartySetupView = partySetup(
        game,
        PartySetupView(strength = "casual", strengths = strengths, hasCode = false, variants = variants, variant = standard),
    )

    /** A Pytagora variant by the id the set-up form keeps (its enum name). */
    fun pytagoraVariant(id: String?): PytagoraVariant = PytagoraVariant.entries.firstOrNull { it.name == id } ?: PytagoraVariant.STANDARD

    /** The French equation-crossword game on the home screen, with the core's title and summary. */
    fun crossword(language: TuffestLanguage): GameOption = option("crossword", GameId.CROSSWORD, language)

    /** The French game's set-up form: the core's seat limits, the core's ready-made set-ups (named by the core). */
    fun crosswordSetup(language: TuffestLanguage): PartySetupView = partySetup(
        GameId.CROSSWORD,
        PartySetupView(
            strength = "casual", strengths = strengths, hasCode = false,
            variants = crosswordPresets().map { it.name to crosswordPresetTitle(it, language) },
            variant = FrenchPreset.STANDARD.name,
            perSeatVariants = crosswordPresets().filter { crosswordPresetPerSeat(it) }.map { it.name }.toSet(),
            secondsChoices = crosswordHandicapChoices().map { it.toInt() },
            defaultSeconds = crosswordPresetSettings(FrenchPreset.HANDICAP, 0uL, emptyList()).turnSeconds.toInt(),
        ),
    )

    /**
     * The French game's settings for [form] with [seed]: its preset's, and under variant 4's
     * handicap each person's seconds in seat order (people come first; computers keep the
     * preset's limit).
     */
    fun crosswordSettings(form: PartySetupView, seed: ULong): FrenchSettings {
        return crosswordPresetSettings(crosswordPreset(form.variant), seed, form.secondsOfPeople().map { it.toUInt() })
    }

    /** A French preset by the id the set-up form keeps (its enum name). */
    fun crosswordPreset(id: String?): FrenchPreset = FrenchPreset.entries.firstOrNull { it.name == id } ?: FrenchPreset.STANDARD

    /** The game tournament on the home screen, with the core's title and summary. */
    fun tournament(language: TuffestLanguage): GameOption = option("tournament", GameId.TOURNAMENT, language)

    /** Mathable on the home screen, with the core's title and summary. */
    fun mathable(language: TuffestLanguage): GameOption = option("mathable", GameId.MATHABLE, language)

    /** Dots and Boxes on the home screen, with the core's title and summary. */
    fun boxes(language: TuffestLanguage): GameOption = option("boxes", GameId.BOXES, language)

    /** The Dots and Boxes set-up form's choices, from the core. */
    fun boxesSetup(): DuelSetupView = DuelSetupView(sizes = boxesSizes().map { it.toInt() }, strengths = strengths)

    /** The chip game on the home screen, with the core's title and summary. */
    fun chips(language: TuffestLanguage): GameOption = option("chips", GameId.CHIPS, language)

    /** The chip game's set-up form's choices, from the core. */
    fun chipsSetup(): DuelSetupView = DuelSetupView(sizes = chipsSizes().map { it.toInt() }, size = 6, strengths = strengths)

    /** The timer schedules offered on the setup screen, by name. */
    val schedules: List<Pair<String, TufTimerSchedule>> = listOf(
        "standard" to TufTimerSchedule.Standard,
        "faster" to TufTimerSchedule.Faster,
        "blue_only" to TufTimerSchedule.BlueOnly,
        "combined" to TufTimerSchedule.Combined(red = true, yellow = true, blue = true),
    )

    /** The computer strengths, by name (the enum's, lowercase). */
    val strengths: List<String> = Strength.entries.map { it.name.lowercase() }

    /** The operator presets a game offers (game 1A's red cubes), each with the core's label. */
    fun presets(game: TufGame?): List<Pair<String, TufOperatorPreset>> =
        games().firstOrNull { it.game == game }?.operatorPresets.orEmpty().map { tufOperatorPresetLabel(it) to it }

    /** The constant cube's faces (the race's preset symbol), with the glyph shown for each. */
    fun constantFaces(language: TuffestLanguage): List<TufConstantFace> = tufConstantFaces(language)
}

/** What the players chose on the setup screen (the shell's form state; the core checks it). */
data class SetupState(
    val game: String = "1",
    val players: List<SetupPlayer> = emptyList(),
    val useConstantCube: Boolean = false,
    /** The race's preset face (a constant-cube symbol), or null to roll it. */
    val raceFace: String? = null,
    val schedule: String = "standard",
    val rounds: Int = 5,
    val preset: String? = null,
    val error: String? = null,
) {
    /** The setup screen's view: every list comes from the core or its enums. */
    fun view(language: TuffestLanguage): SetupView {
        val presets = Catalog.presets(Catalog.game(game)).map { it.first }
        return SetupView(
            games = Catalog.gameOptions(language),
            selectedGame = this.game,
            variants = presets,
            selectedVariant = preset,
            constantFaces = Catalog.constantFaces(language).map { it.glyph },
            constantPreset = raceFace,
            useConstantCube = useConstantCube,
            players = players,
            maxPlayers = tufSetupLimits().maxSeats.toInt(),
            roundChoices = tufSetupLimits().roundChoices.map { it.toInt() },
            strengths = Catalog.strengths,
            timerSchedules = Catalog.schedules.map { it.first },
            selectedSchedule = schedule,
            rounds = rounds,
            error = error,
        )
    }

    /** The match config: the core's defaults for the game, with what the players chose. */
    fun config(tableMode: Boolean, device: TufDevice, seed: ULong): TufMatchConfig? {
        val game = Catalog.game(game) ?: return null
        val seats = players.map { p ->
            TufSeat(
                p.name,
                p.computerStrength?.let { s -> TufSeatKind.Computer(Strength.entries.first { it.name.lowercase() == s }) }
                    ?: TufSeatKind.Human,
            )
        }
        val base = tufMatchConfig(game, seats, seed)
        return base.copy(
            settings = if (useConstantCube) tufWithConstantCube(base.settings) else base.settings,
            mode = if (tableMode) TufPlayMode.Table(device) else TufPlayMode.PassAndPlay,
            rounds = rounds.toUInt(),
            schedule = Catalog.schedules.firstOrNull { it.first == schedule }?.second ?: base.schedule,
            raceSymbol = raceFace?.let { f -> Catalog.constantFaces(TuffestLanguage.EN).firstOrNull { it.glyph == f }?.face },
            operatorPreset = preset?.let { p -> Catalog.presets(game).firstOrNull { it.first == p }?.second },
        )
    }
}
