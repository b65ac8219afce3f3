package org.tuffest.ui.model

/**
 * The edits a player makes on their board. Each maps to one checked edit of the core's
 * `Board` (place, move_item, remove, set_placement, set_role, toggle_gap, clear) or to the
 * match's declare; the core refuses what the rules forbid and the view shows the result.
 */
interface BoardActions {
    fun place(cubeId: Int, at: Int)
    fun move(from: Int, to: Int)
    fun remove(at: Int)
    fun setPlacement(at: Int, placement: Placement)
    fun setRole(at: Int, role: Role)
    fun toggleGap(at: Int)
    fun clear()
    fun declare()

    /** Does nothing: for previews and read-only boards. */
    object None : BoardActions {
        override fun place(cubeId: Int, at: Int) {}
        override fun move(from: Int, to: Int) {}
        override fun remove(at: Int) {}
        override fun setPlacement(at: Int, placement: Placement) {}
        override fun setRole(at: Int, role: Role) {}
        override fun toggleGap(at: Int) {}
        override fun clear() {}
        override fun declare() {}
    }
}

/** The Math Horseshoes keypad and number tiles. */
interface HorseshoesActions {
    fun number(index: Int)
    fun key(key: String)
    fun submit()

    object None : HorseshoesActions {
        override fun number(index: Int) {}
        override fun key(key: String) {}
        override fun submit() {}
    }
}
