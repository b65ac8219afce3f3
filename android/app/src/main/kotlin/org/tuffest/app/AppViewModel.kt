package org.tuffest.app

import app.tuffest.core.Cue
import android.app.Application
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.lifecycle.AndroidViewModel
import app.tuffest.core.GameId
import app.tuffest.core.Seat
import app.tuffest.core.SeatKind
import app.tuffest.core.MathableFirstPlayer
import app.tuffest.core.MathableSettings
import app.tuffest.core.Strength
import app.tuffest.core.TufDevice
import app.tuffest.ffi.TuffestException
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.languageFromTag
import org.tuffest.app.platform.MonotonicClock
import org.tuffest.bridge.BoxesSession
import org.tuffest.bridge.ChipsSession
import org.tuffest.bridge.KitGameKind
import org.tuffest.bridge.KitSession
import org.tuffest.bridge.MathableSession
import org.tuffest.bridge.TablesSession
import org.tuffest.bridge.PytagoraSession
import org.tuffest.bridge.CrosswordSession
import app.tuffest.core.pytagoraSettings
import org.tuffest.bridge.TournamentForm
import org.tuffest.bridge.TournamentSession
import org.tuffest.bridge.UpAndDownSession
import org.tuffest.bridge.Catalog
import org.tuffest.bridge.GameSession
import org.tuffest.bridge.HistoryBridge
import org.tuffest.bridge.HorseshoesSession
import org.tuffest.bridge.MatchSession
import org.tuffest.bridge.SaveSlots
import org.tuffest.bridge.SetupState
import org.tuffest.bridge.savedGameViews
import org.tuffest.ui.i18n.Strings
import org.tuffest.ui.model.DuelSetupView
import org.tuffest.ui.model.PartySetupView
import org.tuffest.ui.model.SavedGameView
import org.tuffest.ui.model.SetupPlayer
import java.io.File
import java.text.DateFormat
import java.util.Date
import java.util.Locale
import kotlin.random.Random

/**
 * Holds the core's objects for the running games (a TUF [MatchSession], a Math Horseshoes
 * [HorseshoesSession], and the kit's games over its one session object: a Dots and Boxes
 * [BoxesSession], a chip game [ChipsSession], a Mathable game [MathableSession], a whole game
 * tournament [TournamentSession], and Pytagora's children's games [UpAndDownSession] and
 * [TablesSession]), the setup form, the preferences and the navigation, and survives
 * configuration changes. Every answer about the rules is the core's; this class only moves
 * commands in and views out, saves to private storage and records finished matches.
 */
class AppViewModel(app: Application) : AndroidViewModel(app) {
    private val application = app as TuffestApplication
    private val sharedPrefs = Prefs.of(app)

    val nav = BackStack(Route.Home)

    /** The language of the core's texts (titles, rules, spoken equations). */
    val language: TuffestLanguage get() = languageFromTag(Locale.getDefault().toLanguageTag())

    var prefs by mutableStateOf(Prefs.load(sharedPrefs))
        private set

    fun updatePrefs(p: Prefs) {
        prefs = p
        p.save(sharedPrefs)
    }

    private val slots = SaveSlots(File(app.filesDir, "saves"))

    /**
     * One kind of game the app runs: its session (drawn by the screens), its save slot, the screen
     * that plays it, and its session class's companion, which reads its saves back.
     */
    private inner class Slot<S : KitSession<*>>(val kind: SaveSlots.Kind, val route: Route, private val saves: KitGameKind<S>) {
        var session: S? by mutableStateOf(null)

        /**
         * Puts [next] in play; the game it replaces, unfinished, is recorded as abandoned. False
         * (nothing changes) when there is none: the core refused it.
         */
        fun begin(next: S?): Boolean {
            next ?: return false
            abandon(session, kind)
            session = next
            return true
        }

        /** The game of [saved] read back by the core; it resumes at once. */
        fun restore(saved: SaveSlots.Saved) {
            session = saves.restore(saved.text, MonotonicClock::nowMs, language, saved.startedAtMs)
        }
    }

    private val matchSlot = Slot(SaveSlots.Kind.Tuf, Route.TufTable, MatchSession)
    private val horseshoesSlot = Slot(SaveSlots.Kind.Horseshoes, Route.Horseshoes, HorseshoesSession)
    private val boxesSlot = Slot(SaveSlots.Kind.Boxes, Route.Boxes, BoxesSession)
    private val chipsSlot = Slot(SaveSlots.Kind.Chips, Route.Chips, ChipsSession)
    private val mathableSlot = Slot(SaveSlots.Kind.Mathable, Route.Mathable, MathableSession)
    private val upAndDownSlot = Slot(SaveSlots.Kind.UpAndDown, Route.UpAndDown, UpAndDownSession)
    private val tablesSlot = Slot(SaveSlots.Kind.Tables, Route.Tables, TablesSession)
    private val tournamentSlot = Slot(SaveSlots.Kind.Tournament, Route.Tournament, TournamentSession)
    private val pytagoraSlot = Slot(SaveSlots.Kind.Pytagora, Route.Pytagora, PytagoraSession)
    private val crosswordSlot = Slot(SaveSlots.Kind.Crossword, Route.Crossword, CrosswordSession)

    /** Every kind of game, in the save slots' order. */
    private val games: List<Slot<*>> = listOf(
        matchSlot, horseshoesSlot, boxesSlot, chipsSlot, mathableSlot, upAndDownSlot, tablesSlot, tournamentSlot, pytagoraSlot, crosswordSlot,
    )

    val match: MatchSession? get() = matchSlot.session
    val horseshoes: HorseshoesSession? get() = horseshoesSlot.session
    val boxes: BoxesSession? get() = boxesSlot.session
    val chips: ChipsSession? get() = chipsSlot.session
    val mathable: MathableSession? get() = mathableSlot.session
    val upAndDown: UpAndDownSession? get() = upAndDownSlot.session
    val tables: TablesSession? get() = tablesSlot.session
    val tournament: TournamentSession? get() = tournamentSlot.session
    val pytagora: PytagoraSession? get() = pytagoraSlot.session
    val crossword: CrosswordSession? get() = crosswordSlot.session

    /** The games in play (every one on the kit's session), each with its save slot. */
    private fun kitGames(): List<Pair<KitSession<*>, SaveSlots.Kind>> =
        games.mapNotNull { slot -> slot.session?.to(slot.kind) }

    var setup by mutableStateOf(SetupState(schedule = prefs.defaultSchedule))

    /** The Dots and Boxes set-up form (its sizes and strengths come from the core). */
    var boxesSetup by mutableStateOf(Catalog.boxesSetup())

    /** The chip game's set-up form (its sizes and strengths come from the core). */
    var chipsSetup by mutableStateOf(Catalog.chipsSetup())

    /** The Mathable set-up form. */
    var mathableSetup by mutableStateOf(Catalog.partySetup(GameId.MATHABLE, PartySetupView(strengths = Catalog.strengths, hideRacks = false, showLegal = true)))

    /** The Up and down set-up form (its variants and their titles come from the core). */
    var upAndDownSetup by mutableStateOf(Catalog.upAndDownSetup(language))

    /** The Pytagora set-up form (Pytagora or Plus and minus, named by the core). */
    var pytagoraSetup by mutableStateOf(Catalog.pytagoraSetup(language))

    /** The French game's set-up form (the core's ready-made set-ups, named by the core). */
    var crosswordSetup by mutableStateOf(Catalog.crosswordSetup(language))

    /** The Multiplication tables set-up form. */
    var tablesSetup by mutableStateOf(Catalog.partySetup(GameId.TABLES, PartySetupView(strengths = Catalog.strengths, hasCode = false)))

    /** The organiser's form of a tournament (the core makes and checks it); made on first use. */
    private var form: TournamentForm? = null

    /** The organiser's form, with the app's default competitor names in [strings]. */
    fun tournamentForm(strings: Strings): TournamentForm = form ?: TournamentForm(
        language,
        personName = { strings.get("setup_player_n", it) },
        computerName = { s, n -> strings.get("setup_computer", strings.get("strength_" + s.name.lowercase())) + " $n" },
    ).also { form = it }

    /** Starts the tournament the organiser's form describes; false (with the core's sentence) when refused. */
    fun startTournament(strings: Strings): Boolean = tournamentSlot.begin(tournamentForm(strings).start(MonotonicClock::nowMs, now()))

    /** A problem to show once (a refused setup, a damaged save, an unavailable history). */
    var message by mutableStateOf<String?>(null)

    init {
        // After the system ended the process while a game was on screen, come back to it from
        // its save (the save is written whenever the app stops).
        sharedPrefs.getString(ON_SCREEN, null)?.let { id -> continueGame(id)?.let(nav::push) }
    }

    fun setupFor(game: String?, strings: Strings) {
        val players = setup.players.ifEmpty { listOf(SetupPlayer(strings.get("setup_player_n", 1), null)) }
        setup = setup.copy(game = game ?: setup.game, players = players, error = null)
    }

    /** Starts the match the setup describes; false (with the core's sentence) when refused. */
    fun startMatch(tableMode: Boolean, tablet: Boolean): Boolean {
        val config = setup.config(tableMode, if (tablet) TufDevice.TABLET else TufDevice.PHONE, Random.nextLong().toULong())
            ?: return false
        return try {
            val next = MatchSession.start(config, MonotonicClock::nowMs, language, System.currentTimeMillis())
            matchSlot.begin(next)
            horseshoesSlot.session = null
            setup = setup.copy(error = null)
            true
        } catch (e: TuffestException) {
            setup = setup.copy(error = e.message)
            false
        }
    }

    /** A Math Horseshoes round on a fresh puzzle for these players (one: solitaire). */
    fun startHorseshoes(players: List<String>) {
        try {
            val next = HorseshoesSession.start(
                players, null, Random.nextLong().toULong(), MonotonicClock::nowMs, language, System.currentTimeMillis(),
            )
            horseshoesSlot.begin(next)
            matchSlot.session = null
        } catch (e: TuffestException) {
            message = e.message
        }
    }

    /**
     * Starts a two-seat kit game from its set-up [form] with [start] (the device's player against
     * a computer player of the form's strength, or a second person); null when the core refused
     * it (its sentence is then the form's error, through [update]).
     */
    private fun <S : KitSession<*>> startDuel(
        form: DuelSetupView,
        strings: Strings,
        update: (DuelSetupView) -> Unit,
        start: (size: Int, code: String?, first: String, second: String, strength: Strength?, seed: ULong) -> S,
    ): S? {
        val strength = form.strength?.let { s -> Strength.entries.firstOrNull { it.name.lowercase() == s } }
        return try {
            val second = strength?.let { strings.get("setup_computer", strings.get("strength_" + it.name.lowercase())) }
                ?: strings.get("setup_player_n", 2)
            start(form.size, form.code.ifBlank { null }, strings.get("setup_player_n", 1), second, strength, Random.nextLong().toULong())
                .also { update(form.copy(error = null)) }
        } catch (e: TuffestException) {
            update(form.copy(error = e.message))
            null
        }
    }

    /** Starts the Dots and Boxes game the form describes; false (with the core's sentence) when refused. */
    fun startBoxes(strings: Strings): Boolean = boxesSlot.begin(startDuel(boxesSetup, strings, { boxesSetup = it }) { size, code, first, second, strength, seed ->
        BoxesSession.start(size, code, first, second, strength, seed, MonotonicClock::nowMs, language, System.currentTimeMillis())
    })

    /** Starts the chip game the form describes; false (with the core's sentence) when refused. */
    fun startChips(strings: Strings): Boolean = chipsSlot.begin(startDuel(chipsSetup, strings, { chipsSetup = it }) { size, code, first, second, strength, seed ->
        ChipsSession.start(size, code, first, second, strength, seed, MonotonicClock::nowMs, language, System.currentTimeMillis())
    })

    /** The seats a party form describes: its people, then its computer players at its strength. */
    private fun partySeats(form: PartySetupView, strings: Strings): List<Seat> {
        val strength = Strength.entries.firstOrNull { it.name.lowercase() == form.strength } ?: Strength.STRONG
        return (1..form.people).map { Seat(strings.get("setup_player_n", it), SeatKind.Person) } +
            (1..form.computers).map {
                Seat(strings.get("setup_computer", strings.get("strength_" + form.strength)) + if (form.computers > 1) " $it" else "", SeatKind.Computer(strength))
            }
    }

    /**
     * Starts a party game from [form] with [start]; null when the core refused it (its sentence
     * is then the form's error, through [update]).
     */
    private fun <S : KitSession<*>> startParty(form: PartySetupView, strings: Strings, update: (PartySetupView) -> Unit, start: (List<Seat>) -> S): S? =
        try {
            start(partySeats(form, strings)).also { update(form.copy(error = null)) }
        } catch (e: TuffestException) {
            update(form.copy(error = e.message))
            null
        }

    private fun now(): Long = System.currentTimeMillis()

    /** Starts the Mathable game the form describes; false (with the core's sentence) when refused. */
    fun startMathable(strings: Strings): Boolean {
        val form = mathableSetup
        return mathableSlot.begin(startParty(form, strings, { mathableSetup = it }) { seats ->
            MathableSession.start(
                form.code.ifBlank { null }, seats, Random.nextLong().toULong(), MonotonicClock::nowMs, language, now(),
                MathableSettings(MathableFirstPlayer.RANDOM, racksHidden = form.hideRacks == true, showLegal = form.showLegal != false),
            )
        })
    }

    /** Starts the Up and down game the form describes (its variant); false when refused. */
    fun startUpAndDown(strings: Strings): Boolean {
        val form = upAndDownSetup
        val variant = Catalog.upAndDownVariant(form.variant)
        return upAndDownSlot.begin(startParty(form, strings, { upAndDownSetup = it }) { seats ->
            UpAndDownSession.start(variant, seats, Random.nextLong().toULong(), MonotonicClock::nowMs, language, now())
        })
    }

    /** Starts the Pytagora game the form describes (its variant); false when refused. */
    fun startPytagora(strings: Strings): Boolean {
        val form = pytagoraSetup
        val settings = pytagoraSettings(Catalog.pytagoraVariant(form.variant), Random.nextLong().toULong())
        return pytagoraSlot.begin(startParty(form, strings, { pytagoraSetup = it }) { seats ->
            PytagoraSession.start(settings, seats, MonotonicClock::nowMs, language, now())
        })
    }

    /** Starts the French game the form describes (its preset); false when refused. */
    fun startCrossword(strings: Strings): Boolean {
        val form = crosswordSetup
        val settings = Catalog.crosswordSettings(form, Random.nextLong().toULong())
        return crosswordSlot.begin(startParty(form, strings, { crosswordSetup = it }) { seats ->
            CrosswordSession.start(settings, seats, MonotonicClock::nowMs, language, now())
        })
    }

    /** Starts the Multiplication tables game the form describes; false when refused. */
    fun startTables(strings: Strings): Boolean = tablesSlot.begin(startParty(tablesSetup, strings, { tablesSetup = it }) { seats ->
        TablesSession.start(seats, Random.nextLong().toULong(), MonotonicClock::nowMs, language, now())
    })

    /** The saved games on the home screen. */
    fun savedGames(): List<SavedGameView> = savedGameViews(slots, language)

    /** Continues a saved game; returns the route to show, or null (the core refused the save). */
    fun continueGame(id: String): Route? {
        val kind = SaveSlots.Kind.entries.firstOrNull { it.name == id } ?: return null
        val saved = slots.read(kind) ?: return null
        val slot = games.first { it.kind == kind }
        return try {
            slot.restore(saved)
            slot.route
        } catch (e: TuffestException) {
            message = e.message
            slots.delete(kind)
            null
        }
    }

    /** Advances the running games to now (called ten times a second); their cues, for feedback. */
    fun tick(): List<Cue> {
        return kitGames().flatMap { (game, kind) ->
            game.tick().also { if (Cue.GameOver in it && game.isOver) finish(game, kind) }
        }
    }

    /** The app left the foreground: pause the core's timers and save the game. */
    fun pause() {
        kitGames().forEach { (game, kind) -> game.pause(); keep(game, kind) }
        // Which game is on screen, so that a process ended in the background comes back to it.
        val onScreen = games.firstOrNull { it.route == nav.top }?.takeIf { it.session?.isOver == false }?.kind?.name
        val edit = sharedPrefs.edit()
        if (onScreen != null) edit.putString(ON_SCREEN, onScreen) else edit.remove(ON_SCREEN)
        edit.apply()
    }

    /** Saves a running game in its slot (an ended one leaves none). */
    private fun keep(game: GameSession, kind: SaveSlots.Kind) {
        if (game.isOver) slots.delete(kind) else slots.write(kind, game.startedAtMs, game.save())
    }

    /** The app came back: the timers run on with the time they had. */
    fun resume() {
        kitGames().forEach { it.first.resume() }
    }

    /** The game is over: the core writes its record for the history; the save is dropped. */
    private fun finish(game: GameSession, kind: SaveSlots.Kind) {
        record(game)
        slots.delete(kind)
    }

    /** A game left unfinished for a new one is recorded as abandoned (the core marks it so). */
    private fun abandon(game: GameSession?, kind: SaveSlots.Kind) {
        game ?: return
        if (!game.isOver) finish(game, kind)
        game.close()
    }

    /** Records a game; a history that cannot be opened becomes the home notice. */
    private fun record(game: GameSession) {
        try {
            if (game.record(application.history) == null) message = game.refusal
        } catch (e: TuffestException) {
            message = e.message
        }
    }

    /** The history screens' data, from the core's SQLite store in private storage. */
    fun history(): HistoryBridge? = try {
        HistoryBridge(application.history, language) { ms -> DateFormat.getDateInstance(DateFormat.MEDIUM).format(Date(ms)) }
    } catch (e: TuffestException) {
        message = e.message
        null
    }

    private companion object {
        /** The preference naming the save slot of the game on screen when the app stopped. */
        const val ON_SCREEN = "on_screen"
    }

    override fun onCleared() {
        pause()
        kitGames().forEach { it.first.close() }
        super.onCleared()
    }
}
