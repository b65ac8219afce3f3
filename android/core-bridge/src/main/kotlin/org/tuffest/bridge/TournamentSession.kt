package org.tuffest.bridge

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.tuffest.core.Cell
import app.tuffest.core.FinishedMatch
import app.tuffest.core.GameId
import app.tuffest.core.HorseshoesView
import app.tuffest.core.MainGames
import app.tuffest.core.PairingSystem
import app.tuffest.core.Seat
import app.tuffest.core.SeatKind
import app.tuffest.core.Segment
import app.tuffest.core.Strength
import app.tuffest.core.TournamentGameView
import app.tuffest.core.TournamentStage
import app.tuffest.core.TournamentView
import app.tuffest.core.TuffestLanguage
import app.tuffest.ffi.TuffestException
import app.tuffest.core.horseshoesPuzzle
import app.tuffest.ffi.horseshoesPuzzleFromCode
import app.tuffest.ffi.tournamentPlan
import app.tuffest.ffi.tournamentPlanChecked
import app.tuffest.ffi.tournamentPlanFromCode
import app.tuffest.ffi.tournamentRound
import app.tuffest.core.tournamentRoundSizes
import org.tuffest.ui.model.BoxesActions
import org.tuffest.ui.model.ChipsActions
import org.tuffest.ui.model.HorseshoesActions
import org.tuffest.ui.model.TournamentActions
import org.tuffest.ui.model.TournamentSetupActions
import org.tuffest.ui.model.TournamentSetupView
import kotlin.random.Random
import app.tuffest.ffi.GameSession as CoreGame
import app.tuffest.core.gameSeatLimits

/**
 * A whole game tournament on this device over the core's one session object: the pairing board,
 * standings and results are the core's [TournamentView]; the game in play takes the same taps as
 * alone (a segment, a square: core `boxesDraw`, `chipsPlace`), and the Math Horseshoes final the
 * same keypad (core `horseshoes…`). Every command is for the competitor the core waits for.
 */
class TournamentSession(game: CoreGame, clock: () -> Long, language: TuffestLanguage = TuffestLanguage.EN, startedAtMs: Long = 0L) :
    KitSession<TournamentView>(game, clock, language, startedAtMs, { g, now -> g.tournamentView(now) }),
    TournamentActions, BoxesActions, ChipsActions, HorseshoesActions {

    /** The competitor the core waits for: the chooser, or whoever is to move or write. */
    override fun seatToMove(): UInt = view.chooser ?: view.toMove ?: 0u
    override val isOver: Boolean get() = view.stage == TournamentStage.OVER

    /** The final's Math Horseshoes view, the core's (null outside the final). */
    val finalView: HorseshoesView?
        get() = (view.game as? TournamentGameView.Final)?.v1

    override fun choose(first: Boolean) = command { seat, now -> game.tournamentChoose(seat, first, now) }
    override fun playOut() = command { seat, now -> game.tournamentPlayOut(seat, now) }
    override fun draw(segment: Segment) = command { seat, now -> game.boxesDraw(seat, segment, now) }
    override fun place(cell: Cell) = command { seat, now -> game.chipsPlace(seat, cell, now) }
    override fun showLegal(show: Boolean) = command { seat, now -> game.chipsShowLegal(seat, show, now) }
    override fun start() = command { seat, now -> game.horseshoesStartTurn(seat, now) }
    override fun number(index: Int) = command { seat, now -> game.horseshoesNumber(seat, index.toUInt(), now) }
    override fun key(key: String) = command { seat, now -> game.horseshoesKey(seat, key, now) }
    override fun submit() = command { seat, now -> game.horseshoesSubmit(seat, now) }

    /** The results as a table to share, in the core's words. */
    fun resultsText(): String = game.tournamentResultsText()

    /** The event, each of its games and its final, written by the core. */
    override fun historyRecords(): List<FinishedMatch> = game.historyRecords(startedAtMs)

    /** Its saves are read back as every kit game's ([KitGameKind.restore]). */
    companion object : KitGameKind<TournamentSession>(::TournamentSession)
}

/**
 * The organiser's form: the competitors, the games and pairing system (from which the core makes
 * every round's set-up, the final and the options), then any round made anew at another size or
 * replaced by a share code, the options, the final's puzzle, or a whole tournament's share code.
 * The core fills and checks the form ([tournamentPlanChecked]); its sentence is the form's error.
 */
class TournamentForm(
    private val language: TuffestLanguage,
    /** A competitor's default name: a person's from their number, a computer's from its strength. */
    private val personName: (Int) -> String,
    private val computerName: (Strength, Int) -> String,
    private val seed: () -> ULong = { Random.nextLong().toULong() },
) : TournamentSetupActions {
    var view: TournamentSetupView by mutableStateOf(fresh())
        private set

    private fun fresh(): TournamentSetupView {
        val competitors = listOf(
            Seat(personName(1), SeatKind.Person),
            Seat(computerName(Strength.CASUAL, 1), SeatKind.Computer(Strength.CASUAL)),
            Seat(computerName(Strength.STRONG, 2), SeatKind.Computer(Strength.STRONG)),
            Seat(personName(2), SeatKind.Person),
        )
        return regenerate(
            TournamentSetupView(
                competitors = competitors,
                strengths = Catalog.strengths,
                boxesSizes = tournamentRoundSizes(GameId.BOXES).map { it.toInt() },
                chipsSizes = tournamentRoundSizes(GameId.CHIPS).map { it.toInt() },
            ),
        )
    }

    /** The core's new form for the competitors, games and system (a fresh seed). */
    private fun regenerate(v: TournamentSetupView): TournamentSetupView = try {
        v.copy(plan = tournamentPlan(v.competitors, v.games, v.system, seed(), language), error = null)
    } catch (e: TuffestException) {
        v.copy(error = e.message)
    }

    /** An edit of the core's form, checked and filled in again by the core. */
    private fun edit(change: (app.tuffest.core.TournamentPlan) -> app.tuffest.core.TournamentPlan) {
        val plan = view.plan ?: run { view = regenerate(view); return }
        view = try {
            view.copy(plan = tournamentPlanChecked(change(plan), language), error = null)
        } catch (e: TuffestException) {
            view.copy(plan = change(plan), error = e.message)
        }
    }

    private fun competitors(list: List<Seat>) {
        view = regenerate(view.copy(competitors = list))
    }

    override fun competitorName(index: Int, name: String) {
        val list = view.competitors.mapIndexed { i, s -> if (i == index) s.copy(name = name) else s }
        view = view.copy(competitors = list)
        edit { it.copy(competitors = list) }
    }

    override fun competitorKind(index: Int, strength: String?) {
        val kind = Strength.entries.firstOrNull { it.name.lowercase() == strength }?.let { SeatKind.Computer(it) } ?: SeatKind.Person
        val list = view.competitors.mapIndexed { i, s -> if (i == index) s.copy(kind = kind) else s }
        view = view.copy(competitors = list)
        edit { it.copy(competitors = list) }
    }

    override fun addCompetitor() {
        if (view.competitors.size >= MAX_COMPETITORS.toInt()) return
        val people = view.competitors.count { it.kind is SeatKind.Person }
        competitors(view.competitors + Seat(personName(people + 1), SeatKind.Person))
    }

    override fun removeCompetitor(index: Int) {
        if (view.competitors.size <= 2) return
        competitors(view.competitors.filterIndexed { i, _ -> i != index })
    }

    override fun games(games: MainGames) { view = regenerate(view.copy(games = games)) }
    override fun system(system: PairingSystem) { view = regenerate(view.copy(system = system)) }

    override fun roundSize(index: Int, size: Int) {
        val round = view.plan?.rounds?.getOrNull(index) ?: return
        try {
            val made = tournamentRound(round.game, size.toUInt(), seed(), language)
            edit { p -> p.copy(rounds = p.rounds.mapIndexed { i, r -> if (i == index) made else r }) }
        } catch (e: TuffestException) {
            view = view.copy(error = e.message)
        }
    }

    override fun roundCode(index: Int, code: String) =
        edit { p -> p.copy(rounds = p.rounds.mapIndexed { i, r -> if (i == index) r.copy(code = code, summary = "") else r }) }

    override fun bothWays(on: Boolean) = edit { it.copy(bothWays = on) }
    override fun qualifiers(n: Int) = edit { it.copy(qualifiers = n.coerceAtLeast(1).toUInt()) }
    override fun newFinal() = edit { it.copy(finalCode = horseshoesPuzzle(seed()).code) }

    override fun finalCode(code: String) = edit {
        // A readable code is kept as the core writes it; anything else as typed (the check words it).
        it.copy(finalCode = runCatching { horseshoesPuzzleFromCode(code.trim()).code }.getOrDefault(code))
    }

    override fun watch(on: Boolean) { view = view.copy(watch = on) }

    override fun loadCode(code: String) {
        view = try {
            val plan = tournamentPlanFromCode(code, language)
            view.copy(plan = plan, competitors = plan.competitors, error = null)
        } catch (e: TuffestException) {
            view.copy(error = e.message)
        }
    }

    /** The tournament the form describes, or null with the core's sentence as the form's error. */
    fun start(clock: () -> Long, startedAtMs: Long): TournamentSession? {
        val plan = view.plan ?: return null
        return try {
            TournamentSession(CoreGame.tournament(plan, seed(), view.watch, clock().coerceAtLeast(0L).toULong(), language), clock, language, startedAtMs)
                .also { view = view.copy(error = null) }
        } catch (e: TuffestException) {
            view = view.copy(error = e.message)
            null
        }
    }

    companion object {
        /** The most competitors, the core's (the tournament's seat limits). */
        val MAX_COMPETITORS: UInt = gameSeatLimits(GameId.TOURNAMENT).maxSeats
    }
}
