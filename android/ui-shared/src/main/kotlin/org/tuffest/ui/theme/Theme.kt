package org.tuffest.ui.theme

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.shape.CutCornerShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.dp

/** How a cube's border is drawn: the second cue beside colour, for colour-blind players. */
enum class BorderPattern { Solid, Double, Dashed, Dotted, Thick, Notched }

/** Everything that tells one cube colour from another: fill, ink, outline shape and border. */
@Immutable
data class CubeStyle(
    val fill: Color,
    val ink: Color,
    val edge: Color,
    val shape: Shape,
    val border: BorderPattern,
    /** A word for the colour, read by screen readers before the face ("blue cube, 4"). */
    val colourKey: String,
)

/**
 * Cube colours from the Okabe–Ito palette (distinguishable with the common colour-vision
 * deficiencies), each paired with its own outline and border pattern so no player has to rely
 * on colour alone: blue square/solid, green rounded/double, red cut corners/dashed,
 * yellow leaf/dotted, white square/thick, orange notched.
 */
object CubePalette {
    private val blue = CubeStyle(Color(0xFF0072B2), Color.White, Color(0xFF003F63), RoundedCornerShape(3.dp), BorderPattern.Solid, "colour_blue")
    private val green = CubeStyle(Color(0xFF009E73), Color.White, Color(0xFF00573F), RoundedCornerShape(12.dp), BorderPattern.Double, "colour_green")
    private val red = CubeStyle(Color(0xFFD55E00), Color.White, Color(0xFF7A3600), CutCornerShape(7.dp), BorderPattern.Dashed, "colour_red")
    private val yellow = CubeStyle(Color(0xFFF0E442), Color(0xFF222200), Color(0xFF8A8300), RoundedCornerShape(topStart = 16.dp, bottomEnd = 16.dp, topEnd = 3.dp, bottomStart = 3.dp), BorderPattern.Dotted, "colour_yellow")
    private val white = CubeStyle(Color(0xFFFAFAFA), Color(0xFF111111), Color(0xFF444444), RoundedCornerShape(3.dp), BorderPattern.Thick, "colour_white")
    private val orange = CubeStyle(Color(0xFFE69F00), Color(0xFF1A1000), Color(0xFF7A5500), CutCornerShape(topEnd = 10.dp, bottomStart = 10.dp), BorderPattern.Notched, "colour_orange")

    /** The style of the core's colour name (`blue`, `green`, `red`, `yellow`, `orange`; else white). */
    fun of(colour: String): CubeStyle = when (colour) {
        "blue" -> blue
        "green" -> green
        "red" -> red
        "yellow" -> yellow
        "orange" -> orange
        else -> white
    }
}

/**
 * The timers' colours, as on the sand timers of the set, by the core's timer colour name (`red`,
 * `yellow`, `blue`, `combined`; else a time limit's).
 */
fun timerColour(colour: String): Color = when (colour) {
    "red" -> Color(0xFFD55E00)
    "yellow" -> Color(0xFFF0E442)
    "blue" -> Color(0xFF0072B2)
    "combined" -> Color(0xFFCC79A7)
    else -> Color(0xFF009E73)
}

/** Display preferences the screens read (settings, not rules). */
@Immutable
data class DisplayPrefs(val shapeCues: Boolean = true, val largeCubes: Boolean = false)

val LocalDisplayPrefs = staticCompositionLocalOf { DisplayPrefs() }

private val Light = lightColorScheme(
    primary = Color(0xFF1F4E79),
    onPrimary = Color.White,
    secondary = Color(0xFFB5541B),
    tertiary = Color(0xFF00695C),
    background = Color(0xFFF7F4EE),
    surface = Color(0xFFFFFCF7),
    surfaceVariant = Color(0xFFE9E3D8),
)

private val Dark = darkColorScheme(
    primary = Color(0xFF9CC7F0),
    secondary = Color(0xFFFFB68A),
    tertiary = Color(0xFF7FD6C6),
    background = Color(0xFF15181C),
    surface = Color(0xFF1C2026),
)

/** Tuffest's Material 3 theme. */
@Composable
fun TuffestTheme(dark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    MaterialTheme(colorScheme = if (dark) Dark else Light, content = content)
}
