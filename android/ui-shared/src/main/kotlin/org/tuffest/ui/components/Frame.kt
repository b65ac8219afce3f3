package org.tuffest.ui.components

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.material3.TopAppBarDefaults
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import org.tuffest.ui.i18n.tr

/** A screen with a Material 3 top bar, an optional back button and a body. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ScreenFrame(
    title: String,
    onBack: (() -> Unit)?,
    actions: @Composable RowScope.() -> Unit = {},
    bottomBar: @Composable () -> Unit = {},
    content: @Composable ColumnScope.(PaddingValues) -> Unit,
) {
    Scaffold(
        topBar = {
            TopAppBar(
                title = { Text(title, maxLines = 1, overflow = TextOverflow.Ellipsis, modifier = Modifier.semantics { heading() }) },
                navigationIcon = {
                    if (onBack != null) TextButton(onClick = onBack) { Text("‹ " + tr("back")) }
                },
                actions = actions,
                colors = TopAppBarDefaults.topAppBarColors(containerColor = MaterialTheme.colorScheme.surface),
            )
        },
        bottomBar = bottomBar,
    ) { padding ->
        Column(Modifier.fillMaxSize().padding(padding)) { content(padding) }
    }
}

/** A game's screen: a [ScreenFrame] with the game's rules one tap away in its top bar. */
@Composable
fun GameFrame(title: String, onBack: () -> Unit, onRules: () -> Unit, content: @Composable ColumnScope.(PaddingValues) -> Unit) =
    ScreenFrame(title = title, onBack = onBack, actions = { TextButton(onClick = onRules) { Text(tr("rules")) } }, content = content)

/**
 * What the app gives a game's screen besides the game's view and actions: the core's last
 * [hint] and [refusal] (in the player's language), and where back, the rules and a new game go.
 */
class GameHost(
    val hint: String?,
    val refusal: String?,
    val onBack: () -> Unit,
    val onRules: () -> Unit,
    val onNewGame: () -> Unit,
) {
    companion object {
        /** A host whose buttons do nothing (previews and tests), with this [hint] and [refusal]. */
        fun still(hint: String? = null, refusal: String? = null) = GameHost(hint, refusal, {}, {}, {})
    }
}

/** A game's [GameFrame], its back and rules buttons the [host]'s. */
@Composable
fun GameFrame(title: String, host: GameHost, content: @Composable ColumnScope.(PaddingValues) -> Unit) =
    GameFrame(title, host.onBack, host.onRules, content)

/**
 * The core's last hint (a card, [hintTop] below what precedes it) and its refusal (in the error
 * colour), as every game's screen shows them; nothing when there is neither.
 */
@Composable
fun HintAndRefusal(host: GameHost, hintTop: Dp = 8.dp) {
    host.hint?.let { Card(Modifier.fillMaxWidth().padding(top = hintTop)) { Text(it, Modifier.padding(12.dp)) } }
    host.refusal?.let { Text(it, color = MaterialTheme.colorScheme.error, modifier = Modifier.padding(top = 8.dp)) }
}

/**
 * A game's status sentence (whose turn it is, what just happened) in [style], placed by
 * [modifier]: a polite live region, so that a screen reader reads each new status after what it
 * is saying.
 */
@Composable
fun StatusLine(text: String, modifier: Modifier = Modifier, style: TextStyle = MaterialTheme.typography.bodyLarge) =
    Text(text, style = style, modifier = modifier.semantics { liveRegion = LiveRegionMode.Polite })

/**
 * A set-up screen's share code: its [title] as a section heading, then the field with the
 * [code] typed so far, its [label] saying what an empty code means.
 */
@Composable
fun ShareCodeInput(title: String, label: String, code: String, onCode: (String) -> Unit) {
    SectionTitle(title)
    OutlinedTextField(
        value = code,
        onValueChange = onCode,
        label = { Text(label) },
        singleLine = true,
        modifier = Modifier.fillMaxWidth(),
    )
}

/** The end of a game's set-up screen: the core's refusal of the set-up, if any, then Start. */
@Composable
fun SetupStart(error: String?, onStart: () -> Unit) {
    error?.let { Text(it, color = MaterialTheme.colorScheme.error, modifier = Modifier.padding(top = 12.dp)) }
    Button(onClick = onStart, modifier = Modifier.padding(vertical = 20.dp)) { Text(tr("boxes_start")) }
}

/** A section heading inside a screen. */
@Composable
fun SectionTitle(text: String, modifier: Modifier = Modifier) {
    Text(
        text,
        style = MaterialTheme.typography.titleMedium,
        color = MaterialTheme.colorScheme.primary,
        modifier = modifier.padding(top = 16.dp, bottom = 6.dp).semantics { heading() },
    )
}

/**
 * A switch with its label, as one control: the whole row toggles it and a screen reader reads
 * the label with the switch ("Show legal moves, switch, on"), not a bare "switch, on".
 */
@Composable
fun LabelledSwitch(
    label: String,
    checked: Boolean,
    onCheckedChange: (Boolean) -> Unit,
    modifier: Modifier = Modifier,
    style: TextStyle = LocalTextStyle.current,
) {
    Row(
        modifier.fillMaxWidth().toggleable(value = checked, role = Role.Switch, onValueChange = onCheckedChange),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(label, Modifier.weight(1f), style = style)
        Switch(checked = checked, onCheckedChange = null)
    }
}
