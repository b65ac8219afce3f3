package org.tuffest.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.AssistChip
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateMapOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.scale
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.tuffest.ui.i18n.tr
import org.tuffest.ui.model.BoardActions
import app.tuffest.core.TufCubeView
import app.tuffest.core.TufItemView
import app.tuffest.core.TufPlacement
import app.tuffest.core.TufPlayerView
import app.tuffest.core.TufRole
import kotlin.math.roundToInt

/** The placement one step up from [cube]'s, among those the core allows; null if none. */
fun raiseTarget(cube: TufItemView): TufPlacement? = when (cube.placement) {
    TufPlacement.SUBSCRIPT -> TufPlacement.INLINE
    TufPlacement.INLINE -> listOf(TufPlacement.NEGATIVE, TufPlacement.EXPONENT).firstOrNull { it in cube.placements }
    TufPlacement.NEGATIVE -> TufPlacement.EXPONENT.takeIf { it in cube.placements }
    TufPlacement.EXPONENT -> null
}.takeIf { it == null || it in cube.placements }

/** The placement one step down from [cube]'s, among those the core allows; null if none. */
fun lowerTarget(cube: TufItemView): TufPlacement? = when (cube.placement) {
    TufPlacement.EXPONENT, TufPlacement.NEGATIVE -> TufPlacement.INLINE
    TufPlacement.INLINE -> TufPlacement.SUBSCRIPT.takeIf { it in cube.placements }
    TufPlacement.SUBSCRIPT -> null
}.takeIf { it == null || it in cube.placements }

private fun placementOffsetDp(p: TufPlacement): Int = when (p) {
    TufPlacement.INLINE -> 0
    TufPlacement.NEGATIVE -> -12
    TufPlacement.EXPONENT -> -24
    TufPlacement.SUBSCRIPT -> 22
}

/**
 * A player's board, the core's [TufPlayerView] of their seat: the equation in normal notation
 * above, the row of cubes (drag to place, move, raise or lower; tap to select), the live verdict,
 * the unused cubes, and the declare button. Every edit goes to [actions]; the next view from the
 * core shows the result. Hands off while the core freezes the layout or edit is not live.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun TufBoard(board: TufPlayerView, actions: BoardActions, modifier: Modifier = Modifier, compact: Boolean = false) {
    val row = board.items
    val tray = board.cubes.filter { !it.used }
    val locked = board.frozen || !board.buttons.edit
    var selected by remember { mutableStateOf<Int?>(null) }
    val itemBounds = remember { mutableStateMapOf<Int, Rect>() }
    var rowBounds by remember { mutableStateOf(Rect.Zero) }
    val density = LocalDensity.current
    val side = cubeSide()
    val sidePx = with(density) { side.toPx() }

    fun indexAt(x: Float): Int {
        val centres = row.indices.mapNotNull { i -> itemBounds[i]?.let { i to it.center.x } }
        return centres.count { it.second < x }
    }

    val rowLabel = tr("a11y_row")
    val gapLabel = tr("a11y_gap")
    val declareLabel = tr("a11y_declare", board.call)
    Column(modifier.padding(horizontal = 12.dp)) {
        // The equation in normal mathematical notation, as the rulebook prints it above the cubes.
        Text(
            board.normal.ifEmpty { tr("board_empty_hint") },
            style = if (compact) MaterialTheme.typography.titleMedium else MaterialTheme.typography.headlineSmall,
            fontWeight = FontWeight.Medium,
            textAlign = TextAlign.Center,
            modifier = Modifier.fillMaxWidth().padding(vertical = 6.dp).semantics {
                heading()
                contentDescription = board.spoken.ifEmpty { board.normal }
            },
        )

        // The row of cubes.
        Box(
            Modifier
                .fillMaxWidth()
                .heightIn(min = side + 56.dp)
                .background(MaterialTheme.colorScheme.surfaceVariant, RoundedCornerShape(12.dp))
                .onGloballyPositioned { rowBounds = it.boundsInRoot() }
                .semantics { contentDescription = rowLabel }
                .padding(vertical = 28.dp, horizontal = 8.dp),
            contentAlignment = Alignment.CenterStart,
        ) {
            Row(
                Modifier.horizontalScroll(rememberScrollState()),
                horizontalArrangement = Arrangement.spacedBy(4.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                row.forEachIndexed { index, item ->
                    if (item.isGap) {
                        Box(
                            Modifier
                                .onGloballyPositioned { itemBounds[index] = it.boundsInRoot() }
                                .size(width = 18.dp, height = side)
                                .border(1.dp, MaterialTheme.colorScheme.outline, RoundedCornerShape(4.dp))
                                .clickable(enabled = !locked) { actions.toggleGap(index) }
                                .semantics { contentDescription = gapLabel },
                        )
                    } else {
                        RowCube(
                            cube = item,
                            index = index,
                            selected = selected == index,
                            locked = locked,
                            sidePx = sidePx,
                            onTap = { selected = if (selected == index) null else index },
                            onMeasured = { itemBounds[index] = it },
                            onDrop = { dx, dy ->
                                val steps = (dx / (sidePx + 4f)).roundToInt()
                                when {
                                    dy < -sidePx * 0.4f -> raiseTarget(item)?.let { actions.setPlacement(index, it) }
                                    dy > sidePx * 0.4f -> lowerTarget(item)?.let { actions.setPlacement(index, it) }
                                    steps != 0 -> actions.move(index, (index + steps).coerceIn(0, row.size - 1))
                                }
                            },
                            actions = actions,
                        )
                    }
                }
                if (row.isEmpty()) {
                    Text(tr("board_drop_here"), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(8.dp))
                }
            }
        }

        // The live verdict.
        val verdict = if (board.valid) tr("verdict_valid", board.value) else (board.reason ?: tr("verdict_incomplete"))
        Row(
            Modifier.fillMaxWidth().padding(vertical = 6.dp).semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite },
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(
                if (board.valid) "✓" else "✗",
                color = if (board.valid) MaterialTheme.colorScheme.tertiary else MaterialTheme.colorScheme.error,
                fontSize = 20.sp,
                fontWeight = FontWeight.Bold,
            )
            Spacer(Modifier.width(8.dp))
            Text(verdict, style = MaterialTheme.typography.bodyLarge)
        }

        // Tools for the selected cube.
        val sel = selected?.let { row.getOrNull(it) }?.takeIf { !it.isGap }
        if (sel != null && !locked) {
            val i = selected ?: 0
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                raiseTarget(sel)?.let { AssistChip(onClick = { actions.setPlacement(i, it) }, label = { Text("↑ " + placementName(it)) }) }
                lowerTarget(sel)?.let { AssistChip(onClick = { actions.setPlacement(i, it) }, label = { Text("↓ " + placementName(it)) }) }
                if (sel.roles.size > 1) sel.roles.forEach { r ->
                    FilterChip(selected = sel.role == r, onClick = { actions.setRole(i, r) }, label = { Text(roleName(r)) })
                }
                AssistChip(onClick = { actions.toggleGap(i + 1) }, label = { Text(tr("gap_after")) })
                AssistChip(onClick = { actions.remove(i); selected = null }, label = { Text(tr("remove")) })
            }
        }

        // The cubes not yet placed.
        if (tray.isNotEmpty()) {
            Text(tr("tray_title"), style = MaterialTheme.typography.labelLarge, modifier = Modifier.padding(top = 8.dp, bottom = 4.dp))
        }
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            tray.forEach { cube ->
                TrayCube(cube, locked, onPlace = { x, y ->
                    val at = if (rowBounds.contains(Offset(x, y))) indexAt(x) else row.size
                    actions.place(cube.index.toInt(), at)
                }, onTap = { actions.place(cube.index.toInt(), row.size) })
            }
        }

        Spacer(Modifier.height(10.dp))
        Row(horizontalArrangement = Arrangement.spacedBy(10.dp), verticalAlignment = Alignment.CenterVertically) {
            OutlinedButton(onClick = { actions.clear(); selected = null }, enabled = !locked && row.isNotEmpty()) { Text(tr("clear")) }
            if (board.buttons.challenge) {
                OutlinedButton(onClick = actions::challenge) { Text(tr("tuf_error"), fontWeight = FontWeight.Bold) }
            }
            Spacer(Modifier.weight(1f))
            Button(
                onClick = actions::declare,
                enabled = board.buttons.declare,
                modifier = Modifier.height(52.dp).semantics { contentDescription = declareLabel },
            ) { Text(board.call + "!", fontSize = capped(if (compact) 16.sp else 20.sp), fontWeight = FontWeight.Black, maxLines = 1, softWrap = false) }
        }
        // Why the declare button is not live, in the core's words.
        if (!board.buttons.declare && board.declareBlocked.isNotEmpty()) {
            Text(
                board.declareBlocked,
                style = MaterialTheme.typography.bodySmall,
                textAlign = TextAlign.End,
                modifier = Modifier.fillMaxWidth().padding(top = 4.dp),
            )
        }
    }
}

@Composable
fun placementName(p: TufPlacement): String = when (p) {
    TufPlacement.INLINE -> tr("placement_inline")
    TufPlacement.NEGATIVE -> tr("placement_negative")
    TufPlacement.EXPONENT -> tr("placement_exponent")
    TufPlacement.SUBSCRIPT -> tr("placement_subscript")
}

@Composable
fun roleName(r: TufRole): String = when (r) {
    TufRole.PLAIN -> tr("role_plain")
    TufRole.NEGATIVE -> tr("placement_negative")
    TufRole.MULTIPLY -> tr("role_multiply")
    TufRole.OPEN -> tr("role_open")
    TufRole.CLOSE -> tr("role_close")
    TufRole.DECIMAL_POINT -> tr("role_decimal_point")
}

@Composable
private fun RowCube(
    cube: TufItemView,
    index: Int,
    selected: Boolean,
    locked: Boolean,
    sidePx: Float,
    onTap: () -> Unit,
    onMeasured: (Rect) -> Unit,
    onDrop: (Float, Float) -> Unit,
    actions: BoardActions,
) {
    var drag by remember { mutableStateOf(Offset.Zero) }
    val density = LocalDensity.current
    val lift = with(density) { placementOffsetDp(cube.placement).dp.roundToPx() }
    val small = cube.placement == TufPlacement.EXPONENT || cube.placement == TufPlacement.SUBSCRIPT
    val a11y = buildList {
        raiseTarget(cube)?.let { t -> add(CustomAccessibilityAction(placementName(t)) { actions.setPlacement(index, t); true }) }
        lowerTarget(cube)?.let { t -> add(CustomAccessibilityAction(placementName(t)) { actions.setPlacement(index, t); true }) }
        cube.roles.takeIf { it.size > 1 }.orEmpty().filter { it != cube.role }.forEach { r -> add(CustomAccessibilityAction(roleName(r)) { actions.setRole(index, r); true }) }
        add(CustomAccessibilityAction(tr("move_left")) { actions.move(index, (index - 1).coerceAtLeast(0)); true })
        add(CustomAccessibilityAction(tr("move_right")) { actions.move(index, index + 1); true })
        add(CustomAccessibilityAction(tr("gap_after")) { actions.toggleGap(index + 1); true })
        add(CustomAccessibilityAction(tr("remove")) { actions.remove(index); true })
    }
    CubeTile(
        cube,
        selected = selected,
        actions = if (locked) emptyList() else a11y,
        modifier = Modifier
            .onGloballyPositioned { onMeasured(it.boundsInRoot()) }
            .offset { IntOffset(drag.x.roundToInt(), lift + drag.y.roundToInt()) }
            .scale(if (small) 0.72f else 1f)
            .graphicsLayer { if (drag != Offset.Zero) { shadowElevation = 12f } }
            .clickable(enabled = !locked, onClick = onTap)
            .pointerInput(locked, index, cube) {
                if (locked) return@pointerInput
                detectDragGestures(
                    onDragEnd = { onDrop(drag.x, drag.y); drag = Offset.Zero },
                    onDragCancel = { drag = Offset.Zero },
                ) { change, amount -> change.consume(); drag += amount }
            },
    )
}

@Composable
private fun TrayCube(cube: TufCubeView, locked: Boolean, onPlace: (Float, Float) -> Unit, onTap: () -> Unit) {
    var drag by remember { mutableStateOf(Offset.Zero) }
    var origin by remember { mutableStateOf(Rect.Zero) }
    CubeTile(
        cube,
        actions = if (locked) emptyList() else listOf(CustomAccessibilityAction(tr("place_in_row")) { onTap(); true }),
        modifier = Modifier
            .onGloballyPositioned { origin = it.boundsInRoot() }
            .offset { IntOffset(drag.x.roundToInt(), drag.y.roundToInt()) }
            .clickable(enabled = !locked, onClick = onTap)
            .pointerInput(locked, cube) {
                if (locked) return@pointerInput
                detectDragGestures(
                    onDragEnd = {
                        val c = origin.center + drag
                        onPlace(c.x, c.y)
                        drag = Offset.Zero
                    },
                    onDragCancel = { drag = Offset.Zero },
                ) { change, amount -> change.consume(); drag += amount }
            },
    )
}
