package org.tuffest.app.core

import org.tuffest.ui.model.BoardView
import org.tuffest.ui.model.CubeColour
import org.tuffest.ui.model.CubeView
import org.tuffest.ui.model.Placement
import org.tuffest.ui.model.Role
import org.tuffest.ui.model.RowItem
import app.tuffest.core.TufBoardView
import app.tuffest.core.TufColour
import app.tuffest.core.TufCube
import app.tuffest.core.TufItem
import app.tuffest.core.TufPlacement
import app.tuffest.core.TufRole
import app.tuffest.core.TufShift

/*
 * One field to one field, from the generated UniFFI records (tuffest-ffi) to the records the
 * shared screens draw. No rules: where the core does not yet give a field the screens need, the
 * mapping says so and passes a neutral value (see "Missing in the core" in the apps README).
 */

fun TufColour.toUi(): CubeColour = when (this) {
    TufColour.BLUE -> CubeColour.Blue
    TufColour.GREEN -> CubeColour.Green
    TufColour.RED -> CubeColour.Red
    TufColour.YELLOW -> CubeColour.Yellow
    TufColour.WHITE -> CubeColour.White
    TufColour.ORANGE -> CubeColour.Orange
}

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

fun Placement.toCore(): TufPlacement = when (this) {
    Placement.Inline -> TufPlacement.INLINE
    Placement.Negative -> TufPlacement.NEGATIVE
    Placement.Exponent -> TufPlacement.EXPONENT
    Placement.Subscript -> TufPlacement.SUBSCRIPT
}

/** The placement the screens draw for a cube's path off the line and its role. */
private fun placementOf(shifts: List<TufShift>, role: TufRole): Placement = when {
    shifts.firstOrNull() == TufShift.UP -> Placement.Exponent
    shifts.firstOrNull() == TufShift.DOWN -> Placement.Subscript
    role == TufRole.NEGATIVE -> Placement.Negative
    else -> Placement.Inline
}

private fun TufCube.toUi(placement: Placement = Placement.Inline, role: Role = Role.Plain) = CubeView(
    id = id.toInt(),
    face = symbol,
    spoken = spoken,
    colour = colour.toUi(),
    placement = placement,
    role = role,
    // Missing in the core: the placements and roles this cube may take in this game.
    // Until the board view lists them, every placement is offered and the core refuses
    // the ones the rules forbid (the board's edits are checked).
    placements = Placement.entries,
    roles = emptyList(),
)

/** The board view the screens draw, from the core's board view and the match's call. */
fun TufBoardView.toUi(declareCall: String, canDeclare: Boolean, locked: Boolean): BoardView {
    val cubes = roll.cubes.associateBy { it.id }
    val row = layout.map { item ->
        when (item) {
            is TufItem.Gap -> RowItem.Gap(placementOf(item.shifts, TufRole.PLAIN))
            is TufItem.Cube -> {
                val cube = item.cubeId?.let { cubes[it] }
                val placement = placementOf(item.shifts, item.role)
                RowItem.Cube(
                    cube?.toUi(placement, item.role.toUi())
                        ?: CubeView(-1, item.symbol, item.symbol, CubeColour.White, placement, item.role.toUi()),
                )
            }
        }
    }
    return BoardView(
        tray = unused.mapNotNull { cubes[it]?.toUi() },
        row = row,
        normal = verdict.normal,
        // Missing in the core: the whole equation read as mathematics.
        spokenEquation = verdict.normal,
        valid = verdict.valid,
        reason = verdict.reason,
        cubeValue = verdict.cubeValue,
        canDeclare = canDeclare && verdict.valid,
        declareCall = declareCall,
        locked = locked,
    )
}
