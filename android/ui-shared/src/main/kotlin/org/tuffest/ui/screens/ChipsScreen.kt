package org.tuffest.ui.screens

import org.tuffest.ui.components.glyphStyle
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.tuffest.core.CellView
import app.tuffest.core.ChipColour
import app.tuffest.core.ChipsView
import org.tuffest.ui.components.LabelledSwitch
import org.tuffest.ui.components.GameFrame
import org.tuffest.ui.components.GameHost
import org.tuffest.ui.components.HintAndRefusal
import org.tuffest.ui.components.StatusLine
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.ChipsActions

/** A chip's face: yellow for seat 0, red for seat 1; the core's letter Y/R is always drawn on it. */
private val YELLOW = Color(0xFFF2C200)
private val RED = Color(0xFFC8322B)

/**
 * The chip game: the core's [ChipsView] drawn as it is: chips with their letters, the legal
 * moves marked when the setting is on, the last move and the chips it turned outlined, every
 * square read aloud by TalkBack with the core's words ("c4, yellow").
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ChipsScreen(
    title: String,
    names: List<String>,
    view: ChipsView,
    actions: ChipsActions,
    host: GameHost,
) {
    DuelFrame(title, host) {
        Row(horizontalArrangement = Arrangement.spacedBy(24.dp), verticalAlignment = Alignment.CenterVertically) {
            listOf(Triple(ChipColour.YELLOW, view.yellow, YELLOW), Triple(ChipColour.RED, view.red, RED)).forEachIndexed { i, (colour, count, face) ->
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Chip(face, if (i == 0) "Y" else "R", 28.dp)
                    Text(
                        " ${names.getOrElse(i) { "" }}  $count",
                        fontWeight = if (view.toMove == colour) FontWeight.Bold else FontWeight.Normal,
                        style = MaterialTheme.typography.titleMedium,
                    )
                }
            }
        }
        StatusLine(view.status, Modifier.padding(top = 8.dp))
        if (view.announcement.isNotEmpty()) {
            Text(view.announcement, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(bottom = 8.dp))
        }
        ChipsBoard(view, actions)
        LabelledSwitch(tr("chips_show_legal"), view.showLegal, actions::showLegal, modifier = Modifier.padding(top = 8.dp))
        DuelControls(host, view.over, canUndo = true, view.setupCode, actions::askHint, actions::undo)
    }
}

@Composable
private fun Chip(face: Color, letter: String, size: androidx.compose.ui.unit.Dp) {
    Box(Modifier.size(size).background(face, CircleShape).border(1.dp, Color.Black.copy(alpha = 0.4f), CircleShape), contentAlignment = Alignment.Center) {
        Text(letter, color = if (face == YELLOW) Color.Black else Color.White, fontWeight = FontWeight.Bold, style = glyphStyle(size / 2.4f))
    }
}

/** The board: one square per cell of the core's view, scaled to the width (at most 440 dp). */
@Composable
internal fun ChipsBoard(view: ChipsView, actions: ChipsActions) {
    val n = view.board.rows.toInt().coerceAtLeast(1)
    BoxWithConstraints(Modifier.fillMaxWidth(), contentAlignment = Alignment.Center) {
        val side = min(maxWidth, 440.dp) / n
        Column(Modifier.background(Color(0xFF2E7D4F))) {
            view.board.cells.chunked(view.board.cols.toInt().coerceAtLeast(1)).forEach { row ->
                Row { row.forEach { c -> Square(c, side, actions) } }
            }
        }
    }
}

@Composable
private fun Square(c: CellView, side: androidx.compose.ui.unit.Dp, actions: ChipsActions) {
    val outline = when {
        c.highlight.last -> Modifier.border(3.dp, MaterialTheme.colorScheme.inversePrimary)
        c.highlight.hint -> Modifier.border(3.dp, MaterialTheme.colorScheme.secondary)
        else -> Modifier.border(0.5.dp, Color.Black.copy(alpha = 0.5f))
    }
    val tap = if (c.owner == null) Modifier.clickable(role = Role.Button, onClickLabel = c.spoken) { actions.place(c.cell) } else Modifier
    Box(
        Modifier.size(side).then(outline).then(tap).semantics { contentDescription = c.spoken },
        contentAlignment = Alignment.Center,
    ) {
        when {
            c.owner != null -> Box(
                if (c.highlight.changed) Modifier.border(2.dp, Color.White, CircleShape).padding(3.dp) else Modifier,
            ) { Chip(if (c.owner == 0u) YELLOW else RED, c.text, side * 0.78f) }
            c.highlight.legal -> Box(Modifier.size(side * 0.22f).background(Color.White.copy(alpha = 0.7f), CircleShape))
            else -> Box(Modifier.fillMaxSize())
        }
    }
}
