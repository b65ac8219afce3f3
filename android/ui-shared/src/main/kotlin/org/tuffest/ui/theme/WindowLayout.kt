package org.tuffest.ui.theme

import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.layout.wrapContentWidth
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.window.core.layout.WindowSizeClass
import androidx.window.core.layout.computeWindowSizeClass

/**
 * The window's size class, by androidx.window's breakpoints, which the screens lay out by:
 * compact below 600 dp wide (a phone held upright), medium from 600 dp (a phone on its side, a
 * small tablet, half of a split screen), expanded from 840 dp (a tablet, a desktop window). The
 * app provides it from its window's size (and so follows rotation, split screen and free-form
 * windows); the previews from each device's. A phone upright when nothing provides it.
 */
val LocalWindowSizeClass = staticCompositionLocalOf { windowSizeClass(PHONE_WIDTH_DP, PHONE_HEIGHT_DP) }

private const val PHONE_WIDTH_DP = 360
private const val PHONE_HEIGHT_DP = 640

/** The size class of a window `widthDp` wide and `heightDp` high (androidx.window's first set of breakpoints). */
fun windowSizeClass(widthDp: Int, heightDp: Int): WindowSizeClass =
    WindowSizeClass.BREAKPOINTS_V1.computeWindowSizeClass(widthDp.coerceAtLeast(0), heightDp.coerceAtLeast(0))

/** Expanded: wide enough for two panes side by side (840 dp and more). */
val WindowSizeClass.isExpanded: Boolean
    get() = isWidthAtLeastBreakpoint(WindowSizeClass.WIDTH_DP_EXPANDED_LOWER_BOUND)

/**
 * A tablet's window: at least medium both ways (600 dp wide and 480 dp high), so that a phone on
 * its side is not one. TUF's table mode seats up to four people around such a window, two on a
 * smaller one.
 */
val WindowSizeClass.isTabletSized: Boolean
    get() = isAtLeastBreakpoint(WindowSizeClass.WIDTH_DP_MEDIUM_LOWER_BOUND, WindowSizeClass.HEIGHT_DP_MEDIUM_LOWER_BOUND)

/** A column of text and forms no wider than reads well (640 dp), centred in a wider window. */
fun Modifier.readableWidth(): Modifier =
    fillMaxWidth().wrapContentWidth(Alignment.CenterHorizontally).widthIn(max = 640.dp)
