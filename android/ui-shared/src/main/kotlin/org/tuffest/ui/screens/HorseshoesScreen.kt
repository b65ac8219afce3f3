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
import org.tuffest.ui.model.HorseshoesActions
import org.tuffest.ui.model.HorseshoesStage
import org.tuffest.ui.model.HorseshoesView

/** Math Horseshoes: the hand-over screen, number tiles and keypad with the timer, and the reveal. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun HorseshoesScreen(view: HorseshoesView, actions: HorseshoesActions, refusal: String?, onBack: () -> Unit, onRules: () -> Unit) {
    if (view.stage == HorseshoesStage.HandOver) {
        HandOverScreen(view.player, view.handOverMessage, readyKey = "hs_handover_ready") { if (view.canStart) actions.start() }
        return
    }
    ScreenFrame(
        title = tr("game_horseshoes"),
        onBack = onBack,
        actions = { view.timer?.let { TimerBadge(it, Modifier.padding(end = 12.dp)) } },
    ) {
        val hint = tr("hs_expression_hint")
        Column(Modifier.verticalScroll(rememberScrollState()).padding(16.dp), horizontalAlignment = Alignment.CenterHorizontally) {
            if (view.player.isNotEmpty()) Text(view.player, style = MaterialTheme.typography.titleMedium)
            if (view.status.isNotEmpty()) {
                Text(
                    view.status,
                    style = MaterialTheme.typography.bodyMedium,
                    textAlign = TextAlign.Center,
                    modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
            view.target?.let { target ->
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
                view.numbers.forEach { n ->
                    val label = n.spoken
                    Surface(
                        onClick = { actions.number(n.index) },
                        enabled = !n.used && view.canEdit,
                        shape = RoundedCornerShape(14.dp),
                        color = if (n.used) MaterialTheme.colorScheme.surfaceVariant else MaterialTheme.colorScheme.secondaryContainer,
                        modifier = Modifier.size(58.dp).semantics {
                            contentDescription = label
                        },
                    ) {
                        Box(contentAlignment = Alignment.Center) {
                            Text("${n.value}", fontSize = capped(24.sp), fontWeight = FontWeight.Bold,
                                color = if (n.used) MaterialTheme.colorScheme.outline else MaterialTheme.colorScheme.onSecondaryContainer)
                        }
                    }
                }
            }
            Spacer(Modifier.height(16.dp))
            if (view.reveal == null) {
                OutlinedCard(Modifier.fillMaxWidth().heightIn(min = 64.dp)) {
                    Text(
                        view.expression.ifEmpty { hint },
                        style = MaterialTheme.typography.headlineSmall,
                        textAlign = TextAlign.Center,
                        modifier = Modifier.fillMaxWidth().padding(16.dp).semantics {
                            contentDescription = view.spokenExpression.ifEmpty { hint }
                            liveRegion = LiveRegionMode.Polite
                        },
                    )
                }
                view.problem?.let {
                    // A mistake in the error colour; what is still missing in a quiet one.
                    val colour = if (view.validSoFar) MaterialTheme.colorScheme.onSurfaceVariant else MaterialTheme.colorScheme.error
                    Text(it, style = MaterialTheme.typography.bodyMedium, color = colour, modifier = Modifier.padding(top = 6.dp))
                }
                view.live?.let { live ->
                    Text(equalsValue(live.value).trim(), style = MaterialTheme.typography.titleLarge, modifier = Modifier.padding(top = 6.dp))
                    Text(live.band, style = MaterialTheme.typography.bodyMedium, textAlign = TextAlign.Center)
                }
                refusal?.let { Text(it, color = MaterialTheme.colorScheme.error) }
                Spacer(Modifier.height(12.dp))
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp), maxItemsInEachRow = 5) {
                    view.keys.forEach { k ->
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
            } else {
                val r = view.reveal
                r.results.forEach { res ->
                    Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                        Column(Modifier.padding(16.dp).semantics(mergeDescendants = true) {}) {
                            SectionTitle(if (r.results.size > 1) res.player else tr("hs_your_answer"))
                            Text(
                                res.expression.ifEmpty { "—" } + (res.value?.let(::equalsValue) ?: ""),
                                style = MaterialTheme.typography.titleLarge,
                            )
                            res.reason?.let { Text(it, color = MaterialTheme.colorScheme.error) }
                            res.band?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
                            Text(tr("hs_score", res.score), style = MaterialTheme.typography.headlineMedium, fontWeight = FontWeight.Bold)
                        }
                    }
                }
                r.bestExpression?.let { best ->
                    Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                        Column(Modifier.padding(16.dp).semantics(mergeDescendants = true) {}) {
                            SectionTitle(tr("hs_best"))
                            Text(best + (r.bestValue?.let(::equalsValue) ?: ""), style = MaterialTheme.typography.titleLarge)
                            r.bestBand?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
                            r.bestScore?.let { Text(tr("hs_score", it)) }
                        }
                    }
                }
            }
        }
    }
}

/** " = 353", or " ≈ 1927.529" when the core's value is already marked approximate. */
private fun equalsValue(value: String): String = if (value.startsWith("≈")) " $value" else " = $value"
