package org.tuffest.preview

import app.tuffest.core.TuffestLanguage
import org.junit.jupiter.api.AfterAll
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestInstance
import org.tuffest.ui.i18n.Strings
import org.tuffest.ui.theme.DisplayPrefs
import java.io.File
import java.nio.file.Files
import org.jetbrains.skia.Bitmap
import org.jetbrains.skia.Image

/**
 * Every screen of the app composes and draws from real core state, in English and French and in
 * the dark theme: the same composables and bridge the Android app compiles, rendered offscreen.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ScreensRenderTest {
    private val tmp: File = Files.createTempDirectory("tuffest-render-test").toFile()

    /**
     * Each language's strings and screens, built from the core once (about half of this test's
     * time was building the same English screens again for the dark theme and the large font).
     */
    private val built = HashMap<TuffestLanguage, Pair<Strings, List<Shot>>>()

    @AfterAll
    fun cleanUp() {
        tmp.deleteRecursively()
    }

    /**
     * Distinct colours in a coarse sample of the picture (every 7th pixel each way): a blank or
     * one-colour frame has 1. Read from the drawn pixels, with no PNG written and read back.
     */
    private fun colours(image: Image): Int {
        val bitmap = Bitmap.makeFromImage(image)
        try {
            val seen = HashSet<Int>()
            for (y in 0 until bitmap.height step 7) for (x in 0 until bitmap.width step 7) seen += bitmap.getColor(x, y)
            return seen.size
        } finally {
            bitmap.close()
        }
    }

    private fun renderAll(language: TuffestLanguage, dark: Boolean, fontScale: Float = 1f, only: Set<String>? = null) {
        val (strings, shots) = built.getOrPut(language) {
            val strings = DesktopStrings.load(if (language == TuffestLanguage.FR) "fr" else null)
            strings to shots(language, strings, tmp)
        }
        assertEquals(EXPECTED_SCREENS, shots.map { it.name }.toSet(), "the screens rendered")
        for (shot in shots) {
            if (only != null && shot.name !in only) continue
            val image = renderImage(shot.device, strings, dark, DisplayPrefs(), fontScale, content = shot.content)
            try {
                val want = (shot.device.widthDp * shot.device.density).toInt()
                assertEquals(want, image.width, "${shot.name}: drawn at the device's size")
                assertTrue(colours(image) > 8, "${shot.name}: drawn content, not a blank frame")
            } finally {
                image.close()
            }
        }
    }

    @Test
    fun everyScreenRendersInEnglish() = renderAll(TuffestLanguage.EN, dark = false)

    @Test
    fun everyScreenRendersInFrench() = renderAll(TuffestLanguage.FR, dark = false)

    @Test
    fun everyScreenRendersInTheDarkTheme() = renderAll(TuffestLanguage.EN, dark = true)

    @Test
    fun theLargeFontScreensRenderAt200Percent() {
        assertTrue(EXPECTED_SCREENS.containsAll(AT_LARGE_FONT), "every large-font screen exists")
        renderAll(TuffestLanguage.EN, dark = false, fontScale = 2f, only = AT_LARGE_FONT)
    }

    @Test
    fun frenchStringsCoverEveryEnglishString() {
        val missing = DesktopStrings.table(null).keys - DesktopStrings.table("fr").keys
        assertTrue(missing.isEmpty(), "French strings missing: $missing")
    }

    companion object {
        val EXPECTED_SCREENS = setOf(
            "home", "home-tablet", "tuf-setup", "tuf-table", "tuf-table-exponent", "tuf-solitaire", "tuf-solitaire-par", "tuf-table-mode-phone",
            "tuf-table-mode-tablet", "handover", "round-sheet", "match-sheet", "horseshoes", "horseshoes-reveal",
            "horseshoes-handover", "history", "hall-of-fame", "rules", "rules-constant", "rules-horseshoes", "settings",
            "boxes-setup", "boxes", "boxes-over", "rules-boxes", "chips-setup", "chips", "chips-over", "rules-chips",
            "mathable-setup", "mathable", "mathable-zoomed", "mathable-tablet", "mathable-handover", "mathable-over",
            "updown-setup", "updown", "updown-even-odd", "tables", "tables-over",
            "tournament-setup", "tournament-choosing", "tournament-boxes", "tournament-chips", "tournament-final",
            "tournament-over", "tournament-tablet", "rules-tournament",
            "pytagora-setup", "pytagora", "plus-and-minus", "rules-pytagora",
            "crossword-setup", "crossword", "crossword-timed", "crossword-tablet", "crossword-handover", "crossword-home-made",
            "crossword-setup-handicap", "rules-crossword",
        )
    }
}
