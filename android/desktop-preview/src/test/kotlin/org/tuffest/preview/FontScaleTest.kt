package org.tuffest.preview

import androidx.compose.material3.Text
import app.tuffest.core.TufItemView
import app.tuffest.core.TufPlacement
import app.tuffest.core.TufRole
import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.jetbrains.skia.EncodedImageFormat
import org.junit.jupiter.api.Assertions.assertArrayEquals
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Test
import org.tuffest.ui.components.CubeTile
import org.tuffest.ui.components.MAX_GLYPH_SCALE
import org.tuffest.ui.components.cappedSize
import org.tuffest.ui.components.glyphSize

/**
 * The system font scale (Android's font size, iOS's Dynamic Type) enlarges flowing text, but a
 * glyph inside a shape of fixed size must not overflow it: a cube's face is drawn the same at
 * 100 % and 200 %, and a key's label grows by at most [MAX_GLYPH_SCALE].
 */
class FontScaleTest {
    private val strings = DesktopStrings.load(null)

    /** The PNG bytes of `content` drawn on a 120 × 120 px scene at density 2 and `fontScale`. */
    private fun png(fontScale: Float, content: @Composable () -> Unit): ByteArray {
        val scene = ImageComposeScene(width = 120, height = 120, density = Density(2f, fontScale)) {
            AppFrame(strings, content = content)
        }
        try {
            scene.render(0L)
            val image = scene.render(500_000_000L)
            return image.encodeToData(EncodedImageFormat.PNG)?.bytes ?: error("PNG encoding failed")
        } finally {
            scene.close()
        }
    }

    @Test
    fun plainTextDoesGrowWithTheFontScale() {
        // The check below would pass vacuously if the font scale did not reach the drawing.
        val text: @Composable () -> Unit = { Text("10", fontSize = 22.sp) }
        assertFalse(png(1f, text).contentEquals(png(2f, text)), "a 22 sp text differs at 200 %")
    }

    /** A cube in the row as the core's view gives it (the generated record). */
    private fun rowCube(index: Int, glyph: String, spoken: String, colour: String, role: TufRole = TufRole.PLAIN) = TufItemView(
        position = index.toUInt(), isGap = false, cube = index.toUInt(), face = glyph, glyph = glyph, colour = colour,
        spoken = spoken, role = role, placement = TufPlacement.INLINE, depth = 0u, shifts = emptyList(),
        placements = listOf(TufPlacement.INLINE), roles = listOf(role),
    )

    @Test
    fun aCubeFaceIsDrawnTheSameAtEveryFontScale() {
        for (cube in listOf(
            rowCube(0, "10", "ten", "blue"),
            rowCube(1, "½", "one half", "red"),
            rowCube(2, "(×)", "times", "white", role = TufRole.MULTIPLY),
        )) {
            val tile: @Composable () -> Unit = { CubeTile(cube) }
            val normal = png(1f, tile)
            assertArrayEquals(normal, png(2f, tile), "cube ${cube.glyph} at 200 %")
            assertArrayEquals(normal, png(1.3f, tile), "cube ${cube.glyph} at 130 %")
        }
    }

    @Test
    fun glyphsInsideShapesHaveTheirSizeInDp() {
        for (scale in listOf(1f, 1.3f, 2f)) {
            with(Density(2f, scale)) {
                assertEquals(22.dp.toPx(), glyphSize(22.dp).toPx(), 0.01f, "a 22 dp glyph at $scale")
            }
        }
    }

    @Test
    fun keyLabelsGrowWithTheFontScaleUpToTheCap() {
        with(Density(2f, 1.2f)) { assertEquals(22 * 1.2f * 2, cappedSize(22.sp).toPx(), 0.01f, "at 120 %: in full") }
        with(Density(2f, 2f)) { assertEquals(22 * MAX_GLYPH_SCALE * 2, cappedSize(22.sp).toPx(), 0.01f, "at 200 %: capped") }
        with(Density(2f, 1f)) { assertEquals(44f, cappedSize(22.sp).toPx(), 0.01f, "at 100 %: as written") }
    }
}
