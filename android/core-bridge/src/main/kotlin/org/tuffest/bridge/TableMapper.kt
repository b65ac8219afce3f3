package org.tuffest.bridge

import app.tuffest.core.TufMatchSheetView
import app.tuffest.core.TufPhaseView
import app.tuffest.core.TufPlacement
import app.tuffest.core.TufCubeView
import app.tuffest.core.TufItemView
import app.tuffest.core.TufPlayerView
import app.tuffest.core.TufRole
import app.tuffest.core.TufRoundSheetView
import app.tuffest.core.TufSeatKind
import app.tuffest.core.TufTableView
import app.tuffest.core.TufTimerView
import org.tuffest.ui.model.BoardView
import org.tuffest.ui.model.CubeColour
import org.tuffest.ui.model.CubeView
import org.tuffest.ui.model.HandOverView
import org.tuffest.ui.model.MatchSheet
import org.tuffest.ui.model.Placement
import org.tuffest.ui.model.PlayerKind
import org.tuffest.ui.model.Role
import org.tuffest.ui.model.RoundScoreRow
import org.tuffest.ui.model.RoundSheet
import org.tuffest.ui.model.RowItem
import org.tuffest.ui.model.SeatView
import org.tuffest.ui.model.TablePhase
import org.tuffest.ui.model.TableView
import org.tuffest.ui.model.TimerColour
import org.tuffest.ui.model.TimerView

/*
 * One field to one field, from the generated UniFFI records (package app.tuffest.core) to the
 * records the shared screens draw. Compiled by the Android app and by the desktop preview, so
 * the screenshots go through exactly the app's mapping. No rules and no look-ups: every
 * decision and every sentence is a field of the core's view, in the match's language.
 */

fun TufRole.toUi(): Role = when (this) {
    TufRole.PLAIN -> Role.Plain
    TufRole.NEGATIVE -> Role.Negative
    TufRole.MULTIPLY -> Role.Multiply
    TufRole.OPEN -> Role.Open
    TufRole.CLOSE -> Role.Close
    TufRole.DECIMAL_POINT -> Role.DecimalPoint
}

fun Role.toCore(): TufRole = when (this) {
    Role.Plain -> TufRole.PLAIN
    Role.Negative -> TufRole.NEGATIVE
    Role.Multiply -> TufRole.MULTIPLY
    Role.Open -> TufRole.OPEN
    Role.Close -> TufRole.CLOSE
    Role.DecimalPoint -> TufRole.DECIMAL_POINT
}

fun TufPlacement.toUi(): Placement = when (this) {
    TufPlacement.INLINE -> Placement.Inline
    TufPlacement.NEGATIVE -> Placement.Negative
    TufPlacement.EXPONENT -> Placement.Exponent
    TufPlacement.SUBSCRIPT -> Placement.Subscript
}

fun Placement.toCore(): TufPlacement = when (this) {
    Placement.Inline -> TufPlacement.INLINE
    Placement.Negative -> TufPlacement.NEGATIVE
    Placement.Exponent -> TufPlacement.EXPONENT
    Placement.Subscript -> TufPlacement.SUBSCRIPT
}

/** The core's colour names (`blue`, `green`, …) as the screens' colours. */
fun colourOf(name: String): CubeColour = when (name) {
    "blue" -> CubeColour.Blue
    "green" -> CubeColour.Green
    "red" -> CubeColour.Red
    "yellow" -> CubeColour.Yellow
    "orange" -> CubeColour.Orange
    else -> CubeColour.White
}

/** The core's timer colour names (`red`, `yellow`, `blue`, `combined`, `limit`). */
fun timerColourOf(name: String): TimerColour = when (name) {
    "red" -> TimerColour.Red
    "yellow" -> TimerColour.Yellow
    "blue" -> TimerColour.Blue
    "combined" -> TimerColour.Combined
    else -> TimerColour.Limit
}

fun TufTimerView.toUi(paused: Boolean) = TimerView(
    colour = timerColourOf(colour),
    remainingMs = remainingMs.toLong(),
    durationMs = windowMs.toLong(),
    running = !expired && !paused,
    paused = paused,
    lastTenSeconds = lastTenSeconds,
)

fun TufRoundSheetView.toUi() = RoundSheet(
    round = round.toInt(),
    rows = rows.map {
        RoundScoreRow(
            player = it.name,
            equation = it.normal.ifEmpty { it.text },
            valid = it.valid,
            points = it.points,
            challengePoints = it.challengePoints,
            note = it.note.ifEmpty { null },
            reason = it.reason,
        )
    },
)

fun TufMatchSheetView.toUi() = MatchSheet(
    players = names,
    rounds = rounds,
    totals = totals,
    leaders = leaders.mapNotNull { names.getOrNull(it.toInt()) },
    tie = tie,
    over = over,
)

/** Maps a match's table views (already in the match's language) to the screens' records. */
class TableMapper(
    private val gameTitle: String,
    private val strengths: List<String?>,
) {
    private fun cube(c: TufCubeView) = CubeView(
        id = c.index.toInt(),
        face = c.glyph,
        spoken = c.spoken,
        colour = colourOf(c.colour),
        placements = c.placements.map { it.toUi() },
    )

    private fun cube(item: TufItemView) = CubeView(
        id = item.cube?.toInt() ?: -1,
        face = item.glyph,
        spoken = item.spoken,
        colour = colourOf(item.colour),
        placement = item.placement.toUi(),
        role = item.role.toUi(),
        placements = item.placements.map { it.toUi() },
        roles = item.roles.map { it.toUi() },
    )

    /** One player's board as the screens draw it. */
    fun board(p: TufPlayerView): BoardView = BoardView(
        tray = p.cubes.filter { !it.used }.map(::cube),
        row = p.items.map { item -> if (item.isGap) RowItem.Gap(item.placement.toUi()) else RowItem.Cube(cube(item)) },
        normal = p.normal,
        spokenEquation = p.spoken,
        valid = p.valid,
        reason = p.reason,
        cubeValue = p.value,
        canDeclare = p.buttons.declare,
        declareCall = p.call,
        declareBlocked = p.declareBlocked,
        locked = p.frozen || !p.buttons.edit,
        canChallenge = p.buttons.challenge,
        hidden = p.hidden,
    )

    /**
     * The whole table (table mode and the board the device shows are the core's). [hint]: the
     * core's last hint sentence for the device's player this round (the answer to their request).
     */
    fun table(v: TufTableView, hint: String? = null): TableView {
        val calls = v.declarations.filter { !it.struck }.associate { it.seat to it.call }
        val seats = v.players.map { p ->
            SeatView(
                name = p.name,
                kind = if (p.isComputer) PlayerKind.Computer(strengths.getOrNull(p.seat.toInt()) ?: "") else PlayerKind.Human,
                score = p.total,
                call = calls[p.seat],
                board = if (p.hidden) null else board(p),
                rotationDegrees = p.rotationDegrees.toInt(),
                declarer = p.isDeclarer,
                bested = p.bested,
                inError = p.inError,
                finished = p.finished,
            )
        }
        // The device shows one board, the core's device seat's, unless several people play at once.
        val active = if (v.tableMode) null else v.deviceSeat.toInt()
        return TableView(
            gameTitle = gameTitle,
            round = v.round.toInt(),
            rounds = v.rounds.toInt(),
            seats = seats,
            activeSeat = active,
            timer = v.timer?.toUi(v.paused),
            status = v.status,
            phase = when (v.phase) {
                TufPhaseView.PLAYING -> TablePhase.Playing
                TufPhaseView.HAND_OVER -> TablePhase.HandOver
                TufPhaseView.TURN -> TablePhase.Turn
                TufPhaseView.ROUND_OVER -> TablePhase.RoundOver
                TufPhaseView.MATCH_OVER -> TablePhase.MatchOver
            },
            paused = v.paused,
            tableMode = v.tableMode,
            handOver = v.handOver?.let { HandOverView(it.seat.toInt(), it.name, it.message) },
            roundSheet = v.roundSheet?.toUi(),
            matchSheet = v.matchSheet.toUi(),
            canEndRound = v.buttons.endRound,
            canNextRound = v.buttons.nextRound,
            canResume = v.buttons.resume,
            par = v.par?.value,
            parEquation = v.par?.normal?.ifEmpty { null },
            hint = hint,
            hintAvailable = active?.let { a -> v.players.getOrNull(a)?.buttons?.hint } ?: false,
        )
    }
}

/** The strength word of a seat for the seat strip (the enum's name; the screens translate it). */
fun strengthName(kind: TufSeatKind): String? = when (kind) {
    is TufSeatKind.Computer -> kind.strength.name.lowercase()
    is TufSeatKind.Scripted -> "scripted"
    else -> null
}
