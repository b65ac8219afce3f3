package org.tuffest.preview

import app.tuffest.core.TuffestLanguage
import org.jetbrains.skia.Bitmap
import org.jetbrains.skia.Image
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import org.tuffest.ui.theme.DisplayPrefs
import org.tuffest.ui.theme.isExpanded
import org.tuffest.ui.theme.isTabletSized
import org.tuffest.ui.theme.windowSizeClass
import java.nio.file.Path

/**
 * The screens lay out by the window's size class (androidx.window's breakpoints): what each
 * window is, and that the home screen really changes with it.
 */
class WindowLayoutTest {
    @Test
    fun windowsGetTheirSizeClass() {
        val phone = windowSizeClass(PHONE.widthDp, PHONE.heightDp)
        assertFalse(phone.isExpanded, "a phone upright is compact")
        assertFalse(phone.isTabletSized, "a phone upright is not a tablet")
        val phoneOnItsSide = windowSizeClass(PHONE.heightDp, PHONE.widthDp)
        assertTrue(phoneOnItsSide.isExpanded, "a phone on its side is wide enough for two panes")
        assertFalse(phoneOnItsSide.isTabletSized, "but too low for four seats around it")
        val tablet = windowSizeClass(TABLET.widthDp, TABLET.heightDp)
        assertTrue(tablet.isExpanded && tablet.isTabletSized, "a tablet is expanded and tablet-sized")
        val halfTablet = windowSizeClass(TABLET.widthDp / 2, TABLET.heightDp)
        assertFalse(halfTablet.isExpanded, "half a tablet's split screen has one pane")
        assertTrue(halfTablet.isTabletSized, "and is still a tablet's window")
        assertFalse(windowSizeClass(-1, -1).isExpanded, "a nonsense size is the smallest class")
    }

    /**
     * On a tablet's window the home screen puts the other games in a second pane, on the right
     * (drawn at 85 % of the width); the same screen in a compact class keeps one column no
     * wider than reads well, centred, so nothing is drawn out there.
     */
    @Test
    fun theHomeScreenHasTwoPanesOnlyInAnExpandedWindow(@TempDir tmp: Path) {
        val strings = DesktopStrings.load(null)
        val home = shots(TuffestLanguage.EN, strings, tmp.toFile()).first { it.name == "home-tablet" }
        assertEquals(TABLET, home.device)
        val expanded = renderImage(TABLET, strings, false, DisplayPrefs(), content = home.content)
        val compact = renderImage(TABLET, strings, false, DisplayPrefs(), sizeClass = windowSizeClass(PHONE.widthDp, PHONE.heightDp), content = home.content)
        try {
            assertTrue(drawnAt(expanded, 0.85f) > 20, "the second pane's cards at 85 % of the width")
            assertEquals(0, drawnAt(compact, 0.85f), "one centred column leaves 85 % of the width empty")
            assertTrue(drawnAt(compact, 0.5f) > 20, "while the centred column is drawn")
        } finally {
            expanded.close()
            compact.close()
        }
    }

    /**
     * The pixels of the vertical line at `fraction` of the width, below the top bar, that differ
     * from the background (read in the right margin, which both layouts leave empty).
     */
    private fun drawnAt(image: Image, fraction: Float): Int {
        val bitmap = Bitmap.makeFromImage(image)
        try {
            val background = bitmap.getColor(bitmap.width - 3, bitmap.height / 2)
            val x = (bitmap.width * fraction).toInt()
            return (bitmap.height / 8 until bitmap.height).count { y -> bitmap.getColor(x, y) != background }
        } finally {
            bitmap.close()
        }
    }
}
