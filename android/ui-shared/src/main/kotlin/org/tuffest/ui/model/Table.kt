package org.tuffest.ui.model

import app.tuffest.core.TufPlayerView
import app.tuffest.core.TufTableView

/*
 * The TUF screens draw the core's own TufTableView (players, boards, timer, score sheets, par,
 * buttons): no copy of it is made. These are the few things the device adds and the look-ups the
 * screens make in it.
 */

/**
 * What the device shows beside the core's table: the game's title in the match's language, each
 * seat's computer strength from the setup (null for a person; the screens translate it), and the
 * hint the device's player asked for this round (the core's sentence, which stays up while they build).
 */
data class TableExtras(val title: String, val strengths: List<String?> = emptyList(), val hint: String? = null)

/** The seat whose board this device shows (the core's device seat); null in table mode, where every board shows. */
val TufTableView.activeSeat: Int? get() = if (tableMode) null else deviceSeat.toInt()

/** What [player] has called this round and still stands (`TUF`, `TUFFER`…), if anything. */
fun TufTableView.callOf(player: TufPlayerView): String? = declarations.lastOrNull { it.seat == player.seat && !it.struck }?.call

/** Whether the device's player may ask for a hint now (the core's button on their seat). */
val TufTableView.hintAvailable: Boolean get() = activeSeat?.let { players.getOrNull(it)?.buttons?.hint } ?: false
