package org.tuffest.ui.components

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import app.tuffest.core.BoardView
import app.tuffest.core.Cell
import app.tuffest.core.CrosswordLineDraft
import app.tuffest.core.CrosswordPieceView
import app.tuffest.core.crosswordDrop
import app.tuffest.core.crosswordDropAccepts

/**
 * The line a player builds on an equation-crossword board (Pytagora, the French game), tap by
 * tap or by dropping pieces on it: its [start] square, across or [down], the pieces written
 * ([line]), and the line as it was when a drop was last refused (the screens show a note until
 * the line changes). One copy for both screens; where a dropped piece goes is the core's rule
 * (`crosswordDrop`, `crosswordDropAccepts`), the same on iOS.
 */
@Stable
class LineBuilder {
    var start by mutableStateOf<Cell?>(null)
    var down by mutableStateOf(false)
    val line = mutableStateListOf<CrosswordPieceView>()
    private var refusedAt by mutableStateOf<CrosswordLineDraft?>(null)

    /** The line as the core's drop rule reads it. */
    fun draft(): CrosswordLineDraft = CrosswordLineDraft(start, down, line.toList())

    /** Whether the last refused drop was refused on the line as it is now (then the note shows). */
    val refused: Boolean get() = refusedAt != null && refusedAt == draft()

    /** Whether a piece dropped [at] on [board] would go into the line (to highlight only such squares). */
    fun accepts(at: Cell, board: BoardView, keypad: List<CrosswordPieceView>): Boolean =
        crosswordDropAccepts(board, keypad, draft(), at)

    /** [piece] dropped [at] on [board]: the line becomes the core's answer, or the refusal is remembered. */
    fun drop(piece: CrosswordPieceView, at: Cell, board: BoardView, keypad: List<CrosswordPieceView>) {
        val now = draft()
        val after = crosswordDrop(board, keypad, now, piece, at)
        if (after == null) {
            refusedAt = now
            return
        }
        start = after.start
        down = after.down
        line.clear()
        line.addAll(after.pieces)
    }
}

/** A [LineBuilder] kept across recompositions. */
@Composable
fun rememberLineBuilder(): LineBuilder = remember { LineBuilder() }
