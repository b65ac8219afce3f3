package org.tuffest.ui.components

import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.drag as followPointer
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.Stable
import androidx.compose.runtime.derivedStateOf
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.setValue
import androidx.compose.runtime.snapshotFlow
import kotlinx.coroutines.flow.collectLatest
import androidx.compose.ui.Modifier
import androidx.compose.ui.composed
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.input.pointer.AwaitPointerEventScope
import androidx.compose.ui.input.pointer.PointerInputChange
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.LayoutCoordinates
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.layout
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.layout.positionInRoot
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.runtime.withFrameMillis
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.unit.dp
import org.tuffest.ui.model.PiecePress
import app.tuffest.core.Cell
import org.tuffest.ui.model.edgeScrollSpeed
import kotlin.math.floor
import kotlin.math.roundToInt

/**
 * A piece dragged from a rack or keypad onto a board of squares: which piece, where the finger
 * is (in root coordinates) and the board it may land on. The pieces are made draggable with
 * [dragPiece], the board's grid of squares registered with [dropGrid], and a [DragLayer] around
 * the screen draws the piece under the finger. On release over a square of the grid the
 * screen's drop handler gets the piece and the square (off the grid: nothing happens). A piece
 * is lifted by a long press ([PiecePress]: a swipe that starts on it scrolls what is under it), and
 * while it is held near the edge of an area registered with [dragAutoScroll] (the board panned
 * sideways, the page) that area scrolls by itself ([edgeScrollSpeed]).
 * Dragging is an extra for fingers and mice: every piece and square keeps its tap, which is what
 * TalkBack uses.
 */
@Stable
class PieceDrag<P> internal constructor(private val onDrop: (P, Cell) -> Unit) {
    /** The piece being dragged, or null. */
    var piece: P? by mutableStateOf(null)
        private set

    /** Where the finger is, in root coordinates. */
    var pointer: Offset by mutableStateOf(Offset.Zero)
        private set

    /** The board's squares: where they are and how they are laid out (not state: read on each move). */
    internal var grid: DropGrid? = null

    /** The areas that scroll by themselves while a piece is held near their edges. */
    internal val edges = mutableListOf<EdgeScroll>()

    /** Counts the auto-scroll steps: the squares moved under a finger that stayed put. */
    private var scrolled by mutableIntStateOf(0)

    /** The square under the finger while a piece is dragged. */
    val hovered: Cell? by derivedStateOf { scrolled; if (piece == null) null else grid?.squareAt(pointer) }

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

    /**
     * One step of auto-scrolling, [elapsedMs] after the last: every registered area under the
     * finger scrolls at [edgeScrollSpeed] along its axis (bands of [bandPx], up to [maxSpeedPx] a
     * second). True while any area is still to scroll (the finger near an edge it can scroll
     * toward): the caller asks for frames only then, so a piece held still elsewhere costs none.
     */
    internal fun autoScroll(elapsedMs: Long, bandPx: Float, maxSpeedPx: Float): Boolean {
        if (piece == null) return false
        var moved = false
        var more = false
        for (edge in edges) {
            val box = edge.coordinates?.takeIf { it.isAttached }?.boundsInRoot() ?: continue
            // Only an area the finger is over (across its axis too): a board beside the controls
            // does not scroll while the piece is still over the controls.
            if (!box.contains(pointer)) continue
            val speed = if (edge.vertical) {
                edgeScrollSpeed(pointer.y, box.top, box.bottom, bandPx, maxSpeedPx)
            } else {
                edgeScrollSpeed(pointer.x, box.left, box.right, bandPx, maxSpeedPx)
            }
            if (speed == 0f) continue
            if (edge.state.dispatchRawDelta(speed * elapsedMs / 1000f) != 0f) moved = true
            if (if (speed > 0f) edge.state.canScrollForward else edge.state.canScrollBackward) more = true
        }
        if (moved) scrolled++
        return more
    }
}

/** An area that scrolls by itself under a dragged piece: its scroll [state], its axis, where it is. */
internal class EdgeScroll(val state: ScrollState, val vertical: Boolean) {
    var coordinates: LayoutCoordinates? = null
}

/**
 * Lets this scrolling area (its [state], [vertical] or sideways) scroll by itself while a piece
 * of [drag] is held near its edges. Put it before the area's `verticalScroll`/`horizontalScroll`,
 * so that it measures the area as shown, not its whole content.
 */
fun Modifier.dragAutoScroll(drag: PieceDrag<*>?, state: ScrollState, vertical: Boolean): Modifier =
    if (drag == null) this else composed {
        val edge = remember(state, vertical) { EdgeScroll(state, vertical) }
        DisposableEffect(drag, edge) {
            drag.edges += edge
            onDispose { drag.edges -= edge }
        }
        onGloballyPositioned { edge.coordinates = it }
    }

/** A piece drag whose drops go to [onDrop] (the latest one given). */
@Composable
fun <P> rememberPieceDrag(onDrop: (piece: P, at: Cell) -> Unit): PieceDrag<P> {
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
    fun squareAt(root: Offset): Cell? {
        if (!coordinates.isAttached || sidePx <= 0f) return null
        if (!coordinates.boundsInRoot().contains(root)) return null
        val local = root - coordinates.positionInRoot()
        val r = floor(local.y / sidePx).toInt()
        val c = floor(local.x / sidePx).toInt()
        if (r !in 0 until rows || c !in 0 until cols) return null
        return Cell((firstRow + r).toUByte(), (firstCol + c).toUByte())
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
 * when the piece is lifted (Mathable chooses the tile then, so its legal squares show). A long
 * press lifts it ([PiecePress]); a swipe that starts on it is left to the page or board under it,
 * and a tap stays the piece's click. Put it after the piece's `clickable`: it sees each touch
 * first, and takes the whole gesture once the piece is lifted (the click does not also fire).
 */
fun <P> Modifier.dragPiece(drag: PieceDrag<P>?, piece: P, onStart: () -> Unit = {}): Modifier =
    if (drag == null) this else composed {
        val current by rememberUpdatedState(piece)
        val started by rememberUpdatedState(onStart)
        val haptics = LocalHapticFeedback.current
        // Where the piece is laid out, read on each move (a holder, not state: no recomposition).
        val at = remember { arrayOfNulls<LayoutCoordinates>(1) }
        onGloballyPositioned { at[0] = it }.pointerInput(drag) {
            fun root(local: Offset): Offset? = at[0]?.takeIf { it.isAttached }?.localToRoot(local)
            val press = PiecePress(viewConfiguration.longPressTimeoutMillis, viewConfiguration.touchSlop)
            awaitEachGesture {
                val down = awaitFirstDown(requireUnconsumed = false)
                if (!awaitLift(down, press)) return@awaitEachGesture
                val from = root(currentEvent.changes.firstOrNull { it.id == down.id }?.position ?: down.position) ?: return@awaitEachGesture
                drag.begin(current, from)
                started()
                haptics.performHapticFeedback(HapticFeedbackType.LongPress)
                val lifted = followPointer(down.id) { change ->
                    change.consume()
                    root(change.position)?.let(drag::move)
                }
                if (lifted) {
                    currentEvent.changes.forEach { it.consume() }
                    drag.end()
                } else {
                    drag.cancel()
                }
            }
        }
    }

/**
 * Waits until the press that went [down] is decided ([PiecePress]): true when the piece is lifted
 * (held still long enough), false for a tap, a swipe, or a touch another gesture took.
 */
private suspend fun AwaitPointerEventScope.awaitLift(down: PointerInputChange, press: PiecePress): Boolean {
    val decided = withTimeoutOrNull(press.holdMs) {
        var lift: Boolean? = null
        while (lift == null) {
            val change = awaitPointerEvent().changes.firstOrNull { it.id == down.id }
            lift = if (change == null || !change.pressed || change.isConsumed) {
                false
            } else {
                val moved = change.position - down.position
                when (press.decide(change.uptimeMillis - down.uptimeMillis, moved.x, moved.y)) {
                    PiecePress.Outcome.Swipe -> false
                    PiecePress.Outcome.Lift -> true
                    PiecePress.Outcome.Waiting -> null
                }
            }
        }
        lift
    }
    // The time ran out with the finger still down and within the slop: the hold lifts the piece.
    return decided ?: true
}

/**
 * The screen's [content] with the piece being dragged drawn over it, centred under the finger
 * ([ghost] draws it; it has no semantics: the screen reader never sees a drag).
 */
@Composable
fun <P> DragLayer(drag: PieceDrag<P>, modifier: Modifier = Modifier, ghost: @Composable (P) -> Unit, content: @Composable () -> Unit) {
    val layer = remember { arrayOfNulls<LayoutCoordinates>(1) }
    val density = LocalDensity.current
    val lifted = drag.piece != null
    // While a piece is lifted, the areas under it that scroll do so near their edges, frame by
    // frame from each move of the finger for as long as there is anything to scroll (no frames
    // are asked for otherwise: the screen stays idle while a piece is held still elsewhere).
    LaunchedEffect(drag, lifted) {
        if (!lifted) return@LaunchedEffect
        val band = with(density) { AUTO_SCROLL_BAND.toPx() }
        val speed = with(density) { AUTO_SCROLL_SPEED.toPx() }
        snapshotFlow { drag.pointer }.collectLatest {
            var last = withFrameMillis { it }
            var more = drag.autoScroll(0L, band, speed)
            while (more) {
                withFrameMillis { now ->
                    more = drag.autoScroll(now - last, band, speed)
                    last = now
                }
            }
        }
    }
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

/** How near an edge a held piece makes an area scroll, and how fast at the edge itself (a second). */
private val AUTO_SCROLL_BAND = 56.dp
private val AUTO_SCROLL_SPEED = 900.dp
