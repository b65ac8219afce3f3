package org.tuffest.ui.components

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import app.tuffest.core.Cell
import org.tuffest.ui.model.Held
import org.tuffest.ui.model.LineDraft
import org.tuffest.ui.model.Square
import org.tuffest.ui.model.dropOnLine
import org.tuffest.ui.model.lineDrop

/**
 * The line a player builds on an equation-crossword board (Pytagora, the French game), tap by
 * tap or by dropping pieces on it: its [start] square, across or [down], the pieces written
 * ([line]), and the line as it was when a drop was last refused (the screens show a note until
 * the line changes). One copy for both screens; the drop rule itself is [dropOnLine].
 */
@Stable
class LineBuilder<T> {
    var start by mutableStateOf<Cell?>(null)
    var down by mutableStateOf(false)
    val line = mutableStateListOf<T>()
    private var refusedAt by mutableStateOf<LineDraft<T>?>(null)

    /** The line as the drop rule reads it. */
    fun draft(): LineDraft<T> = LineDraft(start?.let { Square(it.row.toInt(), it.col.toInt()) }, down, line.toList())

    /** Whether the last refused drop was refused on the line as it is now (then the note shows). */
    val refused: Boolean get() = refusedAt != null && refusedAt == draft()

    /** Whether a piece dropped [at] would go into the line (to highlight only such squares). */
    fun accepts(at: Square, holds: (Square) -> Held<T>): Boolean = lineDrop(draft().start, down, line.size, at, holds) != null

    /** [piece] dropped [at]: the line becomes the one [dropOnLine] gives, or the refusal is remembered. */
    fun drop(piece: T, at: Square, holds: (Square) -> Held<T>) {
        val now = draft()
        val after = dropOnLine(now, piece, at, holds)
        if (after == null) {
            refusedAt = now
            return
        }
        start = after.start?.let { Cell(it.row.toUByte(), it.col.toUByte()) }
        down = after.down
        line.clear()
        line.addAll(after.pieces)
    }
}

/** A [LineBuilder] kept across recompositions. */
@Composable
fun <T> rememberLineBuilder(): LineBuilder<T> = remember { LineBuilder() }
