package org.tuffest.ui.components

import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.derivedStateOf
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.composed
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.LayoutCoordinates
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.layout
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.layout.positionInRoot
import androidx.compose.ui.semantics.clearAndSetSemantics
import org.tuffest.ui.model.Square
import kotlin.math.floor
import kotlin.math.roundToInt

/**
 * A piece dragged from a rack or keypad onto a board of squares: which piece, where the finger
 * is (in root coordinates) and the board it may land on. The pieces are made draggable with
 * [dragPiece], the board's grid of squares registered with [dropGrid], and a [DragLayer] around
 * the screen draws the piece under the finger. On release over a square of the grid the
 * screen's drop handler gets the piece and the square (off the grid: nothing happens).
 * Dragging is an extra for fingers and mice: every piece and square keeps its tap, which is what
 * TalkBack uses.
 */
@Stable
class PieceDrag<P> internal constructor(private val onDrop: (P, Square) -> Unit) {
    /** The piece being dragged, or null. */
    var piece: P? by mutableStateOf(null)
        private set

    /** Where the finger is, in root coordinates. */
    var pointer: Offset by mutableStateOf(Offset.Zero)
        private set

    /** The board's squares: where they are and how they are laid out (not state: read on each move). */
    internal var grid: DropGrid? = null

    /** The square under the finger while a piece is dragged. */
    val hovered: Square? by derivedStateOf { if (piece == null) null else grid?.squareAt(pointer) }

    internal fun begin(p: P, at: Offset) {
        pointer = at
        piece = p
    }

    internal fun move(at: Offset) {
        pointer = at
    }

    internal fun end() {
        val p = piece ?: return
        val at = grid?.squareAt(pointer)
        piece = null
        if (at != null) onDrop(p, at)
    }

    internal fun cancel() {
        piece = null
    }
}

/** A piece drag whose drops go to [onDrop] (the latest one given). */
@Composable
fun <P> rememberPieceDrag(onDrop: (piece: P, at: Square) -> Unit): PieceDrag<P> {
    val drop by rememberUpdatedState(onDrop)
    return remember { PieceDrag<P> { p, s -> drop(p, s) } }
}

/**
 * A board's grid as laid out: [coordinates] of the grid's top-left square, squares of [sidePx]
 * from [firstRow]/[firstCol] on, [rows] by [cols].
 */
internal class DropGrid(
    private val coordinates: LayoutCoordinates,
    private val sidePx: Float,
    private val firstRow: Int,
    private val firstCol: Int,
    private val rows: Int,
    private val cols: Int,
) {
    /** The square at [root] (root coordinates), if it is on the grid and shown (not scrolled or clipped away). */
    fun squareAt(root: Offset): Square? {
        if (!coordinates.isAttached || sidePx <= 0f) return null
        if (!coordinates.boundsInRoot().contains(root)) return null
        val local = root - coordinates.positionInRoot()
        val r = floor(local.y / sidePx).toInt()
        val c = floor(local.x / sidePx).toInt()
        if (r !in 0 until rows || c !in 0 until cols) return null
        return Square(firstRow + r, firstCol + c)
    }
}

/**
 * Registers this layout (a column of rows of squares of [sidePx], its first square at
 * [firstRow]/[firstCol]) as where [drag]'s pieces land.
 */
fun Modifier.dropGrid(drag: PieceDrag<*>?, sidePx: Float, firstRow: Int, firstCol: Int, rows: Int, cols: Int): Modifier =
    if (drag == null) this else onGloballyPositioned { drag.grid = DropGrid(it, sidePx, firstRow, firstCol, rows, cols) }

/**
 * Makes this piece draggable onto [drag]'s board (nothing when [drag] is null); [onStart] runs
 * when a drag begins (Mathable chooses the tile then, so its legal squares show). Put it after
 * the piece's `clickable`: a drag past the touch slop takes the gesture, a tap stays a tap.
 */
fun <P> Modifier.dragPiece(drag: PieceDrag<P>?, piece: P, onStart: () -> Unit = {}): Modifier =
    if (drag == null) this else composed {
        val current by rememberUpdatedState(piece)
        val started by rememberUpdatedState(onStart)
        // Where the piece is laid out, read on each move (a holder, not state: no recomposition).
        val at = remember { arrayOfNulls<LayoutCoordinates>(1) }
        onGloballyPositioned { at[0] = it }.pointerInput(drag) {
            fun root(local: Offset): Offset? = at[0]?.takeIf { it.isAttached }?.localToRoot(local)
            detectDragGestures(
                onDragStart = { local ->
                    root(local)?.let { drag.begin(current, it); started() }
                },
                onDragEnd = { drag.end() },
                onDragCancel = { drag.cancel() },
            ) { change, _ ->
                change.consume()
                root(change.position)?.let(drag::move)
            }
        }
    }

/**
 * The screen's [content] with the piece being dragged drawn over it, centred under the finger
 * ([ghost] draws it; it has no semantics: the screen reader never sees a drag).
 */
@Composable
fun <P> DragLayer(drag: PieceDrag<P>, modifier: Modifier = Modifier, ghost: @Composable (P) -> Unit, content: @Composable () -> Unit) {
    val layer = remember { arrayOfNulls<LayoutCoordinates>(1) }
    Box(modifier.onGloballyPositioned { layer[0] = it }) {
        content()
        drag.piece?.let { p ->
            Box(
                Modifier
                    .layout { measurable, constraints ->
                        val placeable = measurable.measure(constraints.copy(minWidth = 0, minHeight = 0))
                        layout(placeable.width, placeable.height) {
                            val origin = layer[0]?.takeIf { it.isAttached }?.positionInRoot() ?: Offset.Zero
                            val at = drag.pointer - origin
                            placeable.place(at.x.roundToInt() - placeable.width / 2, at.y.roundToInt() - placeable.height / 2)
                        }
                    }
                    .graphicsLayer { scaleX = 1.15f; scaleY = 1.15f; shadowElevation = 12f; alpha = 0.9f }
                    .clearAndSetSemantics { },
            ) { ghost(p) }
        }
    }
}
