package org.tuffest.ui.model

/**
 * The edits a player makes on their board. Each maps to one command of the core's match
 * (`TufCommand`: Place, Move, Remove, SetPlacement, SetRole, ToggleGap, Clear, Declare,
 * Challenge); the core refuses what the rules forbid and the next view shows the result.
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
    fun challenge() {}

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

/** The table's shared buttons (core `TufButtons` of the table): each is one core command. */
interface TableActions {
    fun endRound()
    fun nextRound()
    fun takeTurn(seat: Int)
    fun resume()
    fun hint() {}

    object None : TableActions {
        override fun endRound() {}
        override fun nextRound() {}
        override fun takeTurn(seat: Int) {}
        override fun resume() {}
    }
}

/** The Math Horseshoes keypad and number tiles; each press is one core command. */
interface HorseshoesActions {
    /** The player has the device: their three minutes start. */
    fun start()
    /** A number tile, by its index (core `press_number`). */
    fun number(index: Int)
    /** A keypad key, by its core id (`+`, `sqrt`, `back`, `clear`, …; core `press_key`). */
    fun key(key: String)
    fun submit()

    object None : HorseshoesActions {
        override fun start() {}
        override fun number(index: Int) {}
        override fun key(key: String) {}
        override fun submit() {}
    }
}
