package org.tuffest.bridge

import app.tuffest.core.TuffestLanguage
import app.tuffest.core.savedGameSummary
import org.tuffest.ui.model.SavedGameView
import java.io.File

/**
 * One save file per game kind in the app's private storage (`filesDir/saves` on Android,
 * Application Support on iOS): the first line is the wall-clock start of the match (Unix ms),
 * the rest is the core's own save text (`GameSession.save`).
 */
class SaveSlots(private val dir: File) {
    enum class Kind(val file: String) { Tuf("tuf.save"), Horseshoes("horseshoes.save"), Boxes("boxes.save"), Chips("chips.save"), Mathable("mathable.save"), UpAndDown("updown.save"), Tables("tables.save"), Tournament("tournament.save"), Pytagora("pytagora.save"), Crossword("crossword.save") }

    data class Saved(val kind: Kind, val startedAtMs: Long, val text: String)

    fun write(kind: Kind, startedAtMs: Long, text: String) {
        dir.mkdirs()
        val tmp = File(dir, kind.file + ".tmp")
        tmp.writeText("$startedAtMs\n$text")
        tmp.renameTo(File(dir, kind.file))
    }

    fun read(kind: Kind): Saved? {
        val f = File(dir, kind.file)
        if (!f.isFile) return null
        val content = runCatching { f.readText() }.getOrNull() ?: return null
        val newline = content.indexOf('\n')
        if (newline < 0) return null
        return Saved(kind, content.substring(0, newline).toLongOrNull() ?: 0L, content.substring(newline + 1))
    }

    fun delete(kind: Kind) {
        File(dir, kind.file).delete()
    }

    fun all(): List<Saved> = Kind.entries.mapNotNull(::read)
}

/**
 * The home screen's "continue" entries: each save described by the core ([savedGameSummary]:
 * the game's title and where it stands, in [language]); a damaged save is not offered.
 */
fun savedGameViews(slots: SaveSlots, language: TuffestLanguage): List<SavedGameView> =
    slots.all().mapNotNull { saved -> savedGameSummary(saved.text, language)?.let { SavedGameView(saved.kind.name, it) } }
