package org.tuffest.ui.model

/**
 * Dropping a piece on an equation-crossword board (Pytagora, the French game): which square
 * takes a dragged piece and what the line being built becomes. Plain Kotlin, no Compose: the
 * screens call it on a drop (and while a drag hovers, to highlight only squares that take the
 * piece); the tests call it directly. `ios/Tuffest/Model/LineDrop.swift` is the same logic.
 *
 * The line is what tapping builds: a start square, a direction and the pieces written from the
 * start, board tiles it crosses included (the core reads the line as it is written). A drop:
 *  - on the first free square after the line's end appends the piece there, the board tiles in
 *    between written into the line first (so a line can be carried across an equation already
 *    on the board by dropping beyond it);
 *  - while the line has at most one piece, the first free square after it to the right sets
 *    Across and the one below sets Down (with no piece written and the start on a board tile,
 *    the same: the line runs from that tile);
 *  - with no piece written, on any other free square starts the line there with the piece;
 *  - anywhere else (an occupied square, a square not after the line, a line written before its
 *    start was chosen) is refused: nothing changes.
 */

/** A board square by row and column, from 0. */
data class Square(val row: Int, val col: Int) {
    /** The square [by] steps along a line, down or across. */
    fun step(down: Boolean, by: Int): Square = if (down) Square(row + by, col) else Square(row, col + by)
}

/** What a board square holds, as the drop logic reads it. */
sealed interface Held<out T> {
    /** Beyond the board's edge. */
    data object Off : Held<Nothing>

    /** An empty square a piece can go on. */
    data object Free : Held<Nothing>

    /** A tile already on the board: [piece] as the line writes it, null if the screen cannot write it (the line stops there). */
    data class Tile<T>(val piece: T?) : Held<T>
}

/** A line being built: where it starts (null before a square is chosen), across or [down], the pieces written. */
data class LineDraft<T>(val start: Square?, val down: Boolean, val pieces: List<T>)

/** Where a dropped piece goes: the line's start and direction after the drop, the board tiles written before it. */
data class LineDrop<T>(val start: Square, val down: Boolean, val passed: List<T>)

/**
 * Whether a piece dropped [at] goes into the line [start]/[down] with [written] pieces written,
 * and how; null when the square refuses it. Which piece is dropped does not matter, so a screen
 * can ask while the drag hovers.
 */
fun <T> lineDrop(start: Square?, down: Boolean, written: Int, at: Square, holds: (Square) -> Held<T>): LineDrop<T>? {
    if (holds(at) != Held.Free) return null
    if (start != null) {
        // The current direction first, then (while the direction is still open) the other.
        val directions = if (written <= 1) listOf(down, !down) else listOf(down)
        for (d in directions) {
            val passed = mutableListOf<T>()
            var i = written
            var next = start.step(d, i)
            while (true) {
                val h = holds(next)
                if (h !is Held.Tile) break
                passed += h.piece ?: break
                i++
                next = start.step(d, i)
            }
            if (next == at) return LineDrop(start, d, passed)
        }
    }
    if (written == 0) return LineDrop(at, down, emptyList())
    return null
}

/** The line after [piece] is dropped [at]: null when refused (the line stays as it is). */
fun <T> dropOnLine(line: LineDraft<T>, piece: T, at: Square, holds: (Square) -> Held<T>): LineDraft<T>? {
    val drop = lineDrop(line.start, line.down, line.pieces.size, at, holds) ?: return null
    return LineDraft(drop.start, drop.down, line.pieces + drop.passed + piece)
}

/**
 * What each square of a crossword [board] holds, for [lineDrop]: a tile is written as the
 * [keypad]'s piece of the same symbol (the core's board shows the symbol; the keypad has every
 * piece a line is written with), a square beyond the board is [Held.Off].
 */
fun boardHolds(
    board: app.tuffest.core.BoardView,
    keypad: List<app.tuffest.core.CrosswordPieceView>,
): (Square) -> Held<app.tuffest.core.CrosswordPieceView> {
    val rows = board.rows.toInt()
    val cols = board.cols.toInt()
    val tiles = board.cells.filter { it.text.isNotEmpty() }.associate { Square(it.cell.row.toInt(), it.cell.col.toInt()) to it.text }
    return { s ->
        when {
            s.row !in 0 until rows || s.col !in 0 until cols -> Held.Off
            else -> tiles[s]?.let { text -> Held.Tile(keypad.firstOrNull { it.text == text }) } ?: Held.Free
        }
    }
}
