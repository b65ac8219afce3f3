package org.tuffest.app

import androidx.compose.runtime.mutableStateListOf

/** The app's places. */
sealed interface Route {
    data object Home : Route
    data object TufSetup : Route
    data object TufTable : Route
    data object Horseshoes : Route
    data object BoxesSetup : Route
    data object Boxes : Route
    data object ChipsSetup : Route
    data object Chips : Route
    data object MathableSetup : Route
    data object Mathable : Route
    data object UpAndDownSetup : Route
    data object UpAndDown : Route
    data object TablesSetup : Route
    data object Tables : Route
    data object TournamentSetup : Route
    data object PytagoraSetup : Route
    data object Pytagora : Route
    data object CrosswordSetup : Route
    data object Crossword : Route
    data object Tournament : Route
    data object History : Route
    data object HallOfFame : Route
    data class Rules(val game: String) : Route
    data object Settings : Route
}

/** A back stack: the system back gesture pops it (MainActivity's BackHandler). */
class BackStack(start: Route) {
    private val stack = mutableStateListOf(start)
    val top: Route get() = stack.last()
    val canPop: Boolean get() = stack.size > 1
    fun push(route: Route) { stack.add(route) }
    fun pop() { if (canPop) stack.removeAt(stack.lastIndex) }
    fun replace(route: Route) { stack[stack.lastIndex] = route }
}
