package org.tuffest.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.draw.drawWithContent
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.drawOutline
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.inset
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.Role as SemanticsRole
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.customActions
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import org.tuffest.ui.i18n.tr
import app.tuffest.core.TufCubeView
import app.tuffest.core.TufItemView
import app.tuffest.core.TufPlacement
import app.tuffest.core.TufRole
import org.tuffest.ui.theme.BorderPattern
import org.tuffest.ui.theme.CubePalette
import org.tuffest.ui.theme.LocalDisplayPrefs

private val MARKED_ROLES = setOf(TufRole.OPEN, TufRole.CLOSE, TufRole.MULTIPLY, TufRole.DECIMAL_POINT)

/** The side of a cube on screen. */
@Composable
fun cubeSide(): Dp = if (LocalDisplayPrefs.current.largeCubes) 60.dp else 48.dp

/** What a screen reader says for a cube: colour, face (the core's [spoken]), and where it sits. */
@Composable
fun cubeLabel(colour: String, spoken: String, placement: TufPlacement, role: TufRole): String {
    val style = CubePalette.of(colour)
    val where = when (placement) {
        TufPlacement.INLINE -> ""
        TufPlacement.NEGATIVE -> tr("a11y_raised_negative")
        TufPlacement.EXPONENT -> tr("a11y_in_exponent")
        TufPlacement.SUBSCRIPT -> tr("a11y_in_subscript")
    }
    val roleWord = when (role) {
        TufRole.MULTIPLY -> tr("role_multiply")
        TufRole.OPEN -> tr("role_open")
        TufRole.CLOSE -> tr("role_close")
        TufRole.DECIMAL_POINT -> tr("role_decimal_point")
        else -> ""
    }
    return listOf(tr("a11y_cube", tr(style.colourKey), spoken), roleWord, where)
        .filter { it.isNotEmpty() }
        .joinToString(", ")
}

/** A cube of the roll not yet placed (the core's [TufCubeView]). */
@Composable
fun CubeTile(
    cube: TufCubeView,
    modifier: Modifier = Modifier,
    selected: Boolean = false,
    actions: List<CustomAccessibilityAction> = emptyList(),
) = CubeTile(cube.glyph, cube.colour, cube.spoken, TufPlacement.INLINE, TufRole.PLAIN, modifier, selected, actions)

/** A cube in the row (the core's [TufItemView], not a gap), where it sits and in its role. */
@Composable
fun CubeTile(
    item: TufItemView,
    modifier: Modifier = Modifier,
    selected: Boolean = false,
    actions: List<CustomAccessibilityAction> = emptyList(),
) = CubeTile(item.glyph, item.colour, item.spoken, item.placement, item.role, modifier, selected, actions)

/**
 * One cube: its colour (the core's colour name), its outline and border pattern (the colour-blind
 * cue), and its face as printed ([glyph]). The face the player chose for the (×) cube ([cubeRole]) is
 * shown as `(`, `)` or `×` in a corner.
 */
@Composable
fun CubeTile(
    glyph: String,
    colour: String,
    spoken: String,
    placement: TufPlacement,
    cubeRole: TufRole,
    modifier: Modifier = Modifier,
    selected: Boolean = false,
    actions: List<CustomAccessibilityAction> = emptyList(),
) {
    val style = CubePalette.of(colour)
    val cues = LocalDisplayPrefs.current.shapeCues
    val shape = if (cues) style.shape else androidx.compose.foundation.shape.RoundedCornerShape(6.dp)
    val label = cubeLabel(colour, spoken, placement, cubeRole)
    val side = cubeSide()
    val highlight = MaterialTheme.colorScheme.primary
    Box(
        modifier = modifier
            .size(side)
            .semantics {
                contentDescription = label
                role = SemanticsRole.Button
                this.selected = selected
                if (actions.isNotEmpty()) customActions = actions
            }
            .clip(shape)
            .background(style.fill)
            .drawWithContent {
                drawContent()
                val outline = shape.createOutline(size, layoutDirection, this)
                val w = 2.dp.toPx()
                val pattern = if (cues) style.border else BorderPattern.Solid
                when (pattern) {
                    BorderPattern.Solid -> drawOutline(outline, style.edge, style = Stroke(w * 1.5f))
                    BorderPattern.Thick -> drawOutline(outline, style.edge, style = Stroke(w * 3f))
                    BorderPattern.Dashed -> drawOutline(
                        outline, style.edge,
                        style = Stroke(w * 2f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(w * 4, w * 2.5f))),
                    )
                    BorderPattern.Dotted -> drawOutline(
                        outline, style.edge,
                        style = Stroke(w * 2f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(w, w * 1.5f))),
                    )
                    BorderPattern.Double -> {
                        drawOutline(outline, style.edge, style = Stroke(w))
                        inset(w * 2.2f) {
                            drawOutline(shape.createOutline(size, layoutDirection, this), style.edge, style = Stroke(w))
                        }
                    }
                    BorderPattern.Notched -> {
                        drawOutline(outline, style.edge, style = Stroke(w * 1.5f))
                        val n = size.minDimension * 0.18f
                        drawLine(style.edge, androidx.compose.ui.geometry.Offset(size.width / 2 - n / 2, 0f), androidx.compose.ui.geometry.Offset(size.width / 2 + n / 2, 0f), strokeWidth = w * 3)
                        drawLine(style.edge, androidx.compose.ui.geometry.Offset(size.width / 2 - n / 2, size.height), androidx.compose.ui.geometry.Offset(size.width / 2 + n / 2, size.height), strokeWidth = w * 3)
                    }
                }
                if (selected) drawOutline(outline, highlight, style = Stroke(w * 2.5f))
            },
        contentAlignment = Alignment.Center,
    ) { FixedFontScale {
        Text(
            glyph,
            color = style.ink,
            fontWeight = FontWeight.Bold,
            style = glyphStyle(side * (if (glyph.length > 2) 0.31f else 0.46f)),
            maxLines = 1,
            modifier = Modifier.padding(bottom = if (cubeRole in MARKED_ROLES) 8.dp else 0.dp),
        )
        val mark = when (cubeRole) {
            TufRole.OPEN -> "("
            TufRole.CLOSE -> ")"
            TufRole.MULTIPLY -> "×"
            TufRole.DECIMAL_POINT -> "•"
            else -> null
        }
        if (mark != null) {
            Text(
                mark,
                color = style.ink,
                style = glyphStyle(side * 0.21f),
                modifier = Modifier.align(Alignment.BottomCenter).padding(bottom = 2.dp).background(Color.Black.copy(alpha = 0.18f), androidx.compose.foundation.shape.RoundedCornerShape(3.dp)).padding(horizontal = 4.dp),
            )
        }
    } }
}
