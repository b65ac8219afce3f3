package org.tuffest.preview

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.runComposeUiTest
import app.tuffest.core.TuffestLanguage
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import org.tuffest.ui.i18n.Strings
import org.tuffest.ui.theme.windowSizeClass
import java.io.File
import java.nio.file.Path

/**
 * What TalkBack reads, on every screen of the app from real core state (Compose's semantics
 * tree, as the accessibility services get it): every control that can be tapped, switched or
 * typed into has a label (its text or a content description), and no text or description is a
 * missing string key (`⟦key⟧`, what [Strings] shows for a key it lacks), in English and French.
 */
@OptIn(ExperimentalTestApi::class)
class SemanticsTest {
    @Test
    fun everyControlIsLabelledAndEveryStringFoundInEnglish(@TempDir tmp: Path) = check(TuffestLanguage.EN, tmp.toFile())

    @Test
    fun everyControlIsLabelledAndEveryStringFoundInFrench(@TempDir tmp: Path) = check(TuffestLanguage.FR, tmp.toFile())

    private fun check(language: TuffestLanguage, tmp: File) {
        val strings = DesktopStrings.load(if (language == TuffestLanguage.FR) "fr" else null)
        val problems = mutableListOf<String>()
        var controls = 0
        for (shot in shots(language, strings, tmp)) {
            val found = problemsOf(shot, strings)
            controls += found.first
            problems += found.second.map { "${shot.name}: $it" }
        }
        // The check would pass vacuously on screens with nothing to tap.
        assertTrue(controls > 300, "controls found on all screens: $controls")
        assertTrue(problems.isEmpty(), "${problems.size} problems:\n" + problems.joinToString("\n"))
    }

    /** The number of controls on `shot`'s screen and what is wrong with them. */
    private fun problemsOf(shot: Shot, strings: Strings): Pair<Int, List<String>> {
        var controls = 0
        val problems = mutableListOf<String>()
        runComposeUiTest {
            setContent {
                AppFrame(strings, sizeClass = windowSizeClass(shot.device.widthDp, shot.device.heightDp), content = shot.content)
            }
            val control = SemanticsMatcher("a control") { node ->
                node.config.getOrNull(SemanticsActions.OnClick) != null || node.config.getOrNull(SemanticsActions.SetText) != null
            }
            for (node in onAllNodes(control).fetchSemanticsNodes()) {
                controls += 1
                if (label(node).isBlank()) {
                    val role = node.config.getOrNull(SemanticsProperties.Role)?.toString() ?: "a clickable"
                    problems += "$role with no label at ${node.boundsInRoot}"
                }
            }
            val everything = SemanticsMatcher("any node") { true }
            for (node in onAllNodes(everything, useUnmergedTree = true).fetchSemanticsNodes()) {
                val said = label(node)
                if ("⟦" in said) problems += "a missing string: $said"
            }
        }
        return controls to problems
    }

    /** What a screen reader says for `node`: its content descriptions and texts (merged). */
    private fun label(node: SemanticsNode): String {
        val config = node.config
        val parts = mutableListOf<String>()
        config.getOrNull(SemanticsProperties.ContentDescription)?.let { parts += it }
        config.getOrNull(SemanticsProperties.Text)?.let { texts -> parts += texts.map { it.text } }
        config.getOrNull(SemanticsProperties.EditableText)?.let { parts += it.text }
        return parts.joinToString(" ")
    }
}
