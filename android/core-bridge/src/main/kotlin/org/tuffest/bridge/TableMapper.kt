package org.tuffest.bridge

import app.tuffest.core.TufBoard
import app.tuffest.core.TufCube
import app.tuffest.core.TufCubeOptions
import app.tuffest.core.TufFace
import app.tuffest.core.TufItemPlacement
import app.tuffest.core.TufMatchSheetView
import app.tuffest.core.TufPhaseView
import app.tuffest.core.TufPlacement
import app.tuffest.core.TufPlayerView
import app.tuffest.core.TufRole
import app.tuffest.core.TufRoundSheetView
import app.tuffest.core.TufSeatKind
import app.tuffest.core.TufSettings
import app.tuffest.core.TufTableView
import app.tuffest.core.TufTimerView
import app.tuffest.core.TuffestException
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.tufFaceOptions
import app.tuffest.core.tufRollFromCode
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
 * the screenshots go through exactly the app's mapping. No rules: every decision is a field of
 * the core's view; the only look-ups are the core's own functions (`tufFaceOptions`,
 * `TufBoard.spoken`) for fields the table view does not carry yet (see the apps README).
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

fun TufItemPlacement.toUi(): Placement = when (this) {
    TufItemPlacement.INLINE -> Placement.Inline
    TufItemPlacement.NEGATIVE -> Placement.Negative
    TufItemPlacement.EXPONENT -> Placement.Exponent
    TufItemPlacement.SUBSCRIPT -> Placement.Subscript
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

/**
 * Maps a match's table views for one match (its settings fix the cube options) in one language
 * (for the spoken equations). Caches what the core computes per roll, face and layout text.
 */
class TableMapper(
    private val settings: TufSettings,
    private val language: TuffestLanguage,
    private val gameTitle: String,
    private val strengths: List<String?>,
) {
    private val rolls = HashMap<String, List<TufCube>>()
    private val options = HashMap<TufFace, TufCubeOptions>()
    private val spoken = HashMap<Pair<String, String>, String>()

    private fun roll(code: String): List<TufCube> = rolls.getOrPut(code) {
        try { tufRollFromCode(code).cubes } catch (e: TuffestException) { emptyList() }
    }

    private fun options(face: TufFace): TufCubeOptions = options.getOrPut(face) { tufFaceOptions(face, settings) }

    /** The layout read as mathematics by the core (`TufBoard.spoken`), cached per text. */
    private fun spokenLayout(rollCode: String, text: String): String {
        if (text.isBlank()) return ""
        return spoken.getOrPut(rollCode to text) {
            try {
                TufBoard(rollCode, settings).use { b -> b.setLayoutText(text); b.spoken(language) }
            } catch (e: TuffestException) {
                ""
            }
        }
    }

    private fun cube(rollCode: String, index: Int, face: String, colour: String, spoken: String, placement: Placement, role: Role): CubeView {
        val opts = roll(rollCode).getOrNull(index)?.let { options(it.face) }
        return CubeView(
            id = index,
            face = face,
            spoken = spoken,
            colour = colourOf(colour),
            placement = placement,
            role = role,
            placements = opts?.placements?.map { it.toUi() } ?: listOf(Placement.Inline),
            roles = opts?.roles?.map { it.toUi() } ?: emptyList(),
        )
    }

    /** One player's board as the screens draw it. */
    fun board(p: TufPlayerView): BoardView {
        val faces = p.cubes.associateBy { it.index.toInt() }
        val row = p.items.map { item ->
            if (item.isGap) {
                RowItem.Gap(item.placement.toUi())
            } else {
                val index = item.cube?.toInt() ?: -1
                val rolled = faces[index]
                RowItem.Cube(
                    cube(
                        p.rollCode, index,
                        face = rolled?.face ?: item.face,
                        colour = item.colour,
                        spoken = item.spoken,
                        placement = item.placement.toUi(),
                        role = item.role.toUi(),
                    ),
                )
            }
        }
        return BoardView(
            tray = p.cubes.filter { !it.used }.map {
                cube(p.rollCode, it.index.toInt(), it.face, it.colour, it.spoken, Placement.Inline, Role.Plain)
            },
            row = row,
            normal = p.normal,
            spokenEquation = spokenLayout(p.rollCode, p.text),
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
    }

    /** The whole table. [tableMode]: several people play at once on this device. */
    fun table(v: TufTableView, tableMode: Boolean): TableView {
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
        // The device shows one board: the seat whose turn it is (pass-and-play: the one seat
        // not hidden), else the first person at the device.
        val active = if (tableMode) null else v.players.firstOrNull { !it.hidden && !it.isComputer }?.seat?.toInt()
        return TableView(
            gameTitle = gameTitle,
            round = v.round.toInt(),
            rounds = v.rounds.toInt(),
            seats = seats,
            activeSeat = active,
            timer = v.timer?.toUi(v.paused),
            declarerName = v.declarer?.let { d -> v.players.getOrNull(d.toInt())?.name },
            declarerCall = v.declarerCall,
            declaredValue = v.declaredValue,
            nextCall = v.nextCall,
            phase = when (v.phase) {
                TufPhaseView.PLAYING -> TablePhase.Playing
                TufPhaseView.HAND_OVER -> TablePhase.HandOver
                TufPhaseView.TURN -> TablePhase.Turn
                TufPhaseView.ROUND_OVER -> TablePhase.RoundOver
                TufPhaseView.MATCH_OVER -> TablePhase.MatchOver
            },
            paused = v.paused,
            tableMode = tableMode,
            handOver = v.handOver?.let { HandOverView(it.seat.toInt(), it.name, it.message) },
            roundSheet = v.roundSheet?.toUi(),
            matchSheet = v.matchSheet.toUi(),
            canEndRound = v.buttons.endRound,
            canNextRound = v.buttons.nextRound,
            canResume = v.buttons.resume,
        )
    }
}

/** The strength word of a seat for the seat strip (the enum's name; the screens translate it). */
fun strengthName(kind: TufSeatKind): String? = when (kind) {
    is TufSeatKind.Computer -> kind.strength.name.lowercase()
    is TufSeatKind.Scripted -> "scripted"
    else -> null
}
