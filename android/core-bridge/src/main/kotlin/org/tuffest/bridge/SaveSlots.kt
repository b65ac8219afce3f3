package org.tuffest.bridge

import app.tuffest.core.GameId
import app.tuffest.core.TuffestLanguage
import app.tuffest.core.tufGameTitle
import app.tuffest.ffi.GameSession
import app.tuffest.ffi.TuffestException
import app.tuffest.ffi.horseshoesPuzzleFromCode
import org.tuffest.ui.i18n.Strings
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
 * The home screen's "continue" entries, described by the core's restored objects: each save is
 * read back by the core once, and its title and one line about it come from its view.
 */
fun savedGameViews(slots: SaveSlots, language: TuffestLanguage, strings: Strings): List<SavedGameView> =
    slots.all().mapNotNull { saved ->
        try {
            GameSession.load(saved.text, language).use { g ->
                val (title, detail) = when (saved.kind) {
                    SaveSlots.Kind.Tuf -> g.tufView(0uL).let { v ->
                        tufGameTitle(g.tufConfig().game, language) to
                            strings.get("saved_round", v.round.toInt(), v.rounds.toInt(), v.players.joinToString(", ") { it.name })
                    }
                    SaveSlots.Kind.Horseshoes -> horseshoesPuzzleFromCode(g.horseshoesView(0uL).code).let { p ->
                        strings.get("game_horseshoes") to strings.get("saved_horseshoes", p.target.toInt(), p.numbers.joinToString(" "))
                    }
                    SaveSlots.Kind.Boxes -> g.boxesView(0uL).let { v ->
                        Catalog.title(GameId.BOXES, language) to
                            strings.get("saved_boxes", v.dots.toInt(), v.names.zip(v.scores) { n, s -> "$n $s" }.joinToString(" – "))
                    }
                    SaveSlots.Kind.Chips -> g.chipsView(0uL).let { v ->
                        val names = g.seats().map { it.name }
                        Catalog.title(GameId.CHIPS, language) to
                            strings.get("saved_chips", names.getOrElse(0) { "" }, v.yellow.toInt(), names.getOrElse(1) { "" }, v.red.toInt())
                    }
                    SaveSlots.Kind.Mathable -> Catalog.title(GameId.MATHABLE, language) to
                        strings.get("saved_mathable", g.mathableView(0uL).players.joinToString(" – ") { "${it.name} ${it.score}" })
                    SaveSlots.Kind.UpAndDown -> g.upAndDownView(0uL).let { v -> v.title to strings.get("saved_kids", v.status) }
                    SaveSlots.Kind.Pytagora -> Catalog.title(GameId.PYTAGORA, language) to strings.get("saved_kids", g.pytagoraView(0uL).status)
                    SaveSlots.Kind.Crossword -> Catalog.title(GameId.CROSSWORD, language) to strings.get("saved_kids", g.crosswordView(0uL).status)
                    SaveSlots.Kind.Tournament -> Catalog.title(GameId.TOURNAMENT, language) to strings.get("saved_tournament", g.tournamentView(0uL).status)
                    SaveSlots.Kind.Tables -> Catalog.title(GameId.TABLES, language) to strings.get("saved_kids", g.tablesView(0uL).status)
                }
                SavedGameView(saved.kind.name, title, detail)
            }
        } catch (e: TuffestException) {
            null // a damaged save is not offered (the core said why; nothing to continue)
        }
    }
