package org.tuffest.ui.model

/**
 * What a press on a rack or keypad piece becomes: the decision behind dragging pieces onto a
 * board, in plain Kotlin (no Android or Compose types) so that the JVM tests can ask it directly.
 *
 * A piece is lifted only when the finger rests on it for [holdMs] (a long press): a finger that
 * moves past [slopPx] first is a swipe, and is left to whatever scrolls under the piece (the
 * page, or a board beside it), and a finger lifted first is a tap (the piece's click, which is
 * also how TalkBack plays). Why a long press rather than a direction: the racks and keypads wrap
 * (no sideways scrolling of their own) inside a page that scrolls up and down, and on a phone the
 * board is above them, so a drag toward the board and a swipe that scrolls the page both start
 * upward: no direction tells them apart. A long press is also how Android lifts things to move
 * them (icons on the home screen, list items) and how the iOS app lifts a piece, so both apps
 * drag alike.
 */
class PiecePress(val holdMs: Long, private val slopPx: Float) {
    /** What the press is so far. */
    enum class Outcome {
        /** Not yet decided: the finger is down, still within the slop, and not held long enough. */
        Waiting,

        /** The finger moved first: a scroll, not a drag (the piece stays where it is). */
        Swipe,

        /** Held still long enough: the piece is lifted and follows the finger. */
        Lift,
    }

    /**
     * The press [heldMs] after the finger came down, [dx]/[dy] from where it came down. Moving
     * past the slop decides before the time does: a finger that moved is a swipe even if the
     * event that says so comes late.
     */
    fun decide(heldMs: Long, dx: Float, dy: Float): Outcome = when {
        dx * dx + dy * dy > slopPx * slopPx -> Outcome.Swipe
        heldMs >= holdMs -> Outcome.Lift
        else -> Outcome.Waiting
    }
}

/**
 * How fast a scrolling area (a board panned sideways, the page) scrolls by itself while a dragged
 * piece is held at [pointer], along the area's axis from [start] to [end] (pixels, the same
 * coordinates): within [band] of the start edge it scrolls back (negative), within [band] of the
 * end edge forward (positive), faster the closer to the edge, up to [maxSpeed] (pixels a second)
 * at the edge itself; zero in between, outside the area, and for an area with no length. In an
 * area shorter than three bands each band is a third of it, so a middle where nothing scrolls
 * always remains.
 */
fun edgeScrollSpeed(pointer: Float, start: Float, end: Float, band: Float, maxSpeed: Float): Float {
    val length = end - start
    if (length <= 0f || band <= 0f || pointer < start || pointer > end) return 0f
    val b = minOf(band, length / 3f)
    return when {
        pointer < start + b -> -maxSpeed * (start + b - pointer) / b
        pointer > end - b -> maxSpeed * (pointer - (end - b)) / b
        else -> 0f
    }
}
