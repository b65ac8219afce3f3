package org.tuffest.app.core

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import org.tuffest.ui.model.BoardActions
import org.tuffest.ui.model.BoardView
import org.tuffest.ui.model.Placement
import org.tuffest.ui.model.Role
import app.tuffest.core.TufBoard
import app.tuffest.core.TuffestException

/**
 * One player's board: forwards each edit to the core's `TufBoard` and publishes the core's
 * next view. A refused edit leaves the board as it was and shows the core's sentence.
 */
class BoardController(
    private val board: TufBoard,
    private val onDeclare: () -> Unit,
    private val call: () -> String,
    private val canDeclare: () -> Boolean,
    private val locked: () -> Boolean,
) : BoardActions {
    private val _view = MutableStateFlow(render())
    val view: StateFlow<BoardView> = _view.asStateFlow()

    /** The last refusal from the core, for a snackbar. */
    val refusal = MutableStateFlow<String?>(null)

    private fun render(): BoardView = board.view().toUi(call(), canDeclare(), locked())

    fun refresh() { _view.value = render() }

    private inline fun edit(block: () -> Unit) {
        try {
            block()
            refusal.value = null
        } catch (e: TuffestException) {
            refusal.value = e.message
        }
        refresh()
    }

    override fun place(cubeId: Int, at: Int) = edit { board.place(cubeId.toUInt(), at.toUInt()) }
    override fun move(from: Int, to: Int) = edit { board.moveItem(from.toUInt(), to.toUInt()) }
    override fun remove(at: Int) = edit { board.remove(at.toUInt()) }
    override fun setPlacement(at: Int, placement: Placement) = edit { board.setPlacement(at.toUInt(), placement.toCore()) }
    override fun setRole(at: Int, role: Role) = edit { board.setRole(at.toUInt(), role.toCore()) }
    override fun toggleGap(at: Int) = edit { board.toggleGap(at.toUInt()) }
    override fun clear() = edit { board.clear() }
    override fun declare() { onDeclare(); refresh() }
}
