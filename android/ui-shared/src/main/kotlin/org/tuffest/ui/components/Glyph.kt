package org.tuffest.ui.components

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.material3.LocalTextStyle
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.sp
import kotlin.math.min

/**
 * The most a glyph inside a shape of fixed size (a key, a number button, a declare button) grows
 * with the system font scale: at 200 % such a glyph is drawn at 130 % and still fits its shape.
 * Text that flows (labels, sentences, the score sheet) follows the font scale in full.
 */
const val MAX_GLYPH_SCALE = 1.3f

/**
 * A text size that draws a glyph `size` tall on screen whatever the font scale: for faces and
 * marks drawn inside a shape that is itself sized in dp (a cube, a tile, a chip, a box). Those
 * shapes grow with the game's own setting (large cubes) and with the board's zoom instead.
 */
fun Density.glyphSize(size: Dp): TextUnit = (size.value / fontScale).sp

/**
 * A text size that follows the font scale up to [maxScale] times `base`: for a glyph in a
 * control of fixed size, which must stay readable for people who enlarge text and still fit.
 */
fun Density.cappedSize(base: TextUnit, maxScale: Float = MAX_GLYPH_SCALE): TextUnit =
    (base.value * min(fontScale, maxScale) / fontScale).sp

/** [glyphSize] at the current density: a glyph `size` tall inside a shape sized in dp. */
@Composable
fun glyph(size: Dp): TextUnit = LocalDensity.current.glyphSize(size)

/**
 * The current text style with size and line height [glyph] of `size`: a glyph `size` tall inside
 * a shape sized in dp, its line box no taller than the glyph.
 */
@Composable
fun glyphStyle(size: Dp): TextStyle {
    val s = glyph(size)
    return LocalTextStyle.current.merge(TextStyle(fontSize = s, lineHeight = s))
}

/** [cappedSize] at the current density: `base` grown with the font scale, at most [maxScale]. */
@Composable
fun capped(base: TextUnit, maxScale: Float = MAX_GLYPH_SCALE): TextUnit = LocalDensity.current.cappedSize(base, maxScale)

/**
 * Draws `content` as at 100 % font scale: for the inside of a shape sized in dp (a cube), where
 * every text measure (size, line height, letter spacing) must follow the shape, not the system
 * font scale. The shape's label for screen readers is unaffected.
 */
@Composable
fun FixedFontScale(content: @Composable () -> Unit) {
    val density = LocalDensity.current
    CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = 1f), content = content)
}

/**
 * Draws `content` with the system font scale capped at `maxScale`: for a screen whose every part
 * must stay on screen at once, such as table mode, where several players share one device and
 * a status line that wrapped word by word at 200 % pushed every seat's board off the screen.
 */
@Composable
fun CappedFontScale(maxScale: Float = MAX_GLYPH_SCALE, content: @Composable () -> Unit) {
    val density = LocalDensity.current
    CompositionLocalProvider(
        LocalDensity provides Density(density.density, fontScale = min(density.fontScale, maxScale)),
        content = content,
    )
}
