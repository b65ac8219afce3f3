package org.tuffest.ui.screens

import org.tuffest.ui.components.capped
import androidx.compose.foundation.layout.PaddingValues
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
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedCard
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.tuffest.ui.components.ScreenFrame
import org.tuffest.ui.components.SectionTitle
import org.tuffest.ui.components.TimerBadge
import org.tuffest.ui.i18n.tr
import app.tuffest.core.HorseshoesScreen as Stage
import app.tuffest.core.HorseshoesView
import org.tuffest.ui.model.HorseshoesActions

/**
 * Math Horseshoes, the core's [HorseshoesView] as it is: the hand-over screen, number tiles and
 * keypad with the timer, and the reveal. [lastTenSeconds]: the core has reported this turn's last
 * ten seconds (the session remembers it), and the timer shows it.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun HorseshoesScreen(
    view: HorseshoesView,
    lastTenSeconds: Boolean,
    actions: HorseshoesActions,
    refusal: String?,
    onBack: () -> Unit,
    onRules: () -> Unit,
) {
    val screen = view.screen
    if (screen is Stage.HandOver) {
        HandOverScreen(screen.name, screen.message, readyKey = "hs_handover_ready") { if (view.canStart) actions.start() }
        return
    }
    val writing = screen as? Stage.Writing
    val reveal = screen as? Stage.Reveal
    ScreenFrame(
        title = tr("game_horseshoes"),
        onBack = onBack,
        actions = {
            if (reveal == null) {
                TimerBadge(
                    "limit", view.remainingMs.toLong(), view.windowMs.toLong(), view.paused, lastTenSeconds,
                    Modifier.padding(end = 12.dp),
                )
            }
        },
    ) {
        val hint = tr("hs_expression_hint")
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp), horizontalAlignment = Alignment.CenterHorizontally) {
            writing?.name?.takeIf { it.isNotEmpty() }?.let { Text(it, style = MaterialTheme.typography.titleMedium) }
            if (view.status.isNotEmpty()) {
                Text(
                    view.status,
                    style = MaterialTheme.typography.bodyMedium,
                    textAlign = TextAlign.Center,
                    modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
            view.target?.toInt()?.let { target ->
                val targetLabel = tr("a11y_target", target)
                Text(tr("hs_target"), style = MaterialTheme.typography.labelLarge)
                Text(
                    "$target",
                    fontSize = capped(56.sp),
                    fontWeight = FontWeight.Black,
                    color = MaterialTheme.colorScheme.primary,
                    modifier = Modifier.semantics { contentDescription = targetLabel },
                )
            }
            Spacer(Modifier.height(8.dp))
            Row(horizontalArrangement = Arrangement.spacedBy(10.dp)) {
                // While writing, the core's tiles (used or not, read aloud); at the reveal, the numbers.
                if (writing != null) {
                    writing.tiles.forEach { NumberTile(it.value, it.used, it.spoken, view.canEdit) { actions.number(it.index.toInt()) } }
                } else {
                    view.numbers.forEachIndexed { i, n -> NumberTile(n, used = false, spoken = "$n", view.canEdit) { actions.number(i) } }
                }
            }
            Spacer(Modifier.height(16.dp))
            if (writing != null) {
                val expression = writing.display
                val spoken = writing.spoken
                OutlinedCard(Modifier.fillMaxWidth().heightIn(min = 64.dp)) {
                    Text(
                        expression.ifEmpty { hint },
                        style = MaterialTheme.typography.headlineSmall,
                        textAlign = TextAlign.Center,
                        modifier = Modifier.fillMaxWidth().padding(16.dp).semantics {
                            contentDescription = spoken.ifEmpty { hint }
                            liveRegion = LiveRegionMode.Polite
                        },
                    )
                }
                writing.draftProblem?.let {
                    // A mistake in the error colour; what is still missing in a quiet one.
                    val colour = if (writing.validSoFar) MaterialTheme.colorScheme.onSurfaceVariant else MaterialTheme.colorScheme.error
                    Text(it, style = MaterialTheme.typography.bodyMedium, color = colour, modifier = Modifier.padding(top = 6.dp))
                }
                writing.live?.let { live ->
                    Text(equalsValue(live.value).trim(), style = MaterialTheme.typography.titleLarge, modifier = Modifier.padding(top = 6.dp))
                    Text(live.band, style = MaterialTheme.typography.bodyMedium, textAlign = TextAlign.Center)
                }
                refusal?.let { Text(it, color = MaterialTheme.colorScheme.error) }
                Spacer(Modifier.height(12.dp))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp), maxItemsInEachRow = 5) {
                    writing.keys.forEach { k ->
                        FilledTonalButton(
                            onClick = { actions.key(k.key) },
                            enabled = view.canEdit,
                            // The whole 60 dp for the label: the default 24 dp side padding left
                            // 12 dp and clipped ×, ⌫ and C even at 100 % font.
                            contentPadding = PaddingValues(0.dp),
                            modifier = Modifier.size(width = 60.dp, height = 52.dp).semantics { contentDescription = k.spoken },
                        ) { Text(k.label, fontSize = capped(22.sp), maxLines = 1, softWrap = false) }
                    }
                }
                Spacer(Modifier.height(16.dp))
                Button(onClick = actions::submit, enabled = view.canSubmit, modifier = Modifier.height(52.dp)) { Text(tr("hs_submit")) }
            } else if (reveal != null) {
                val r = reveal
                r.results.forEach { res ->
                    Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                        Column(Modifier.padding(16.dp).semantics(mergeDescendants = true) {}) {
                            SectionTitle(if (r.results.size > 1) res.name else tr("hs_your_answer"))
                            // The answer as written, else as the core judged it.
                            Text(
                                res.answer.ifEmpty { res.verdict.expression }.ifEmpty { "—" } + (res.value?.let(::equalsValue) ?: ""),
                                style = MaterialTheme.typography.titleLarge,
                            )
                            res.verdict.error?.let { Text(it, color = MaterialTheme.colorScheme.error) }
                            res.band?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
                            Text(tr("hs_score", res.verdict.score.toInt()), style = MaterialTheme.typography.headlineMedium, fontWeight = FontWeight.Bold)
                        }
                    }
                }
                r.bestExpression?.let { best ->
                    Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                        Column(Modifier.padding(16.dp).semantics(mergeDescendants = true) {}) {
                            SectionTitle(tr("hs_best"))
                            Text(best + (r.bestValue?.let(::equalsValue) ?: ""), style = MaterialTheme.typography.titleLarge)
                            r.bestBand?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
                            r.bestScore?.let { Text(tr("hs_score", it.toInt())) }
                        }
                    }
                }
            }
        }
    }
}

/** A number tile: the core's computing number, greyed once [used], read aloud as [spoken]. */
@Composable
private fun NumberTile(value: UInt, used: Boolean, spoken: String, canEdit: Boolean, onClick: () -> Unit) {
    Surface(
        onClick = onClick,
        enabled = !used && canEdit,
        shape = RoundedCornerShape(14.dp),
        color = if (used) MaterialTheme.colorScheme.surfaceVariant else MaterialTheme.colorScheme.secondaryContainer,
        modifier = Modifier.size(58.dp).semantics {
            contentDescription = spoken
        },
    ) {
        Box(contentAlignment = Alignment.Center) {
            Text("$value", fontSize = capped(24.sp), fontWeight = FontWeight.Bold,
                color = if (used) MaterialTheme.colorScheme.outline else MaterialTheme.colorScheme.onSecondaryContainer)
        }
    }
}

/** " = 353", or " ≈ 1927.529" when the core's value is already marked approximate. */
private fun equalsValue(value: String): String = if (value.startsWith("≈")) " $value" else " = $value"
