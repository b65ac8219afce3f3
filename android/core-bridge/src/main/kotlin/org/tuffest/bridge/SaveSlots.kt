package org.tuffest.bridge

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

/** The home screen's "continue" entries, described by the core's restored objects. */
fun savedGameViews(slots: SaveSlots, language: app.tuffest.core.TuffestLanguage, strings: org.tuffest.ui.i18n.Strings): List<org.tuffest.ui.model.SavedGameView> =
    slots.all().mapNotNull { saved ->
        try {
            when (saved.kind) {
                SaveSlots.Kind.Tuf -> app.tuffest.ffi.GameSession.load(saved.text, language).use { m ->
                    val v = m.tufView(0uL)
                    org.tuffest.ui.model.SavedGameView(
                        saved.kind.name,
                        app.tuffest.core.tufGameTitle(m.tufConfig().game, language),
                        strings.get("saved_round", v.round.toInt(), v.rounds.toInt(), v.players.joinToString(", ") { it.name }),
                    )
                }
                SaveSlots.Kind.Horseshoes -> app.tuffest.ffi.GameSession.load(saved.text, language).use { g ->
                    val p = app.tuffest.ffi.horseshoesPuzzleFromCode(g.horseshoesView(0uL).code)
                    org.tuffest.ui.model.SavedGameView(
                        saved.kind.name,
                        strings.get("game_horseshoes"),
                        strings.get("saved_horseshoes", p.target.toInt(), p.numbers.joinToString(" ")),
                    )
                }
                SaveSlots.Kind.Boxes -> app.tuffest.ffi.GameSession.load(saved.text, language).use { g ->
                    val v = g.boxesView(0uL)
                    org.tuffest.ui.model.SavedGameView(
                        saved.kind.name,
                        Catalog.title(app.tuffest.core.GameId.BOXES, language),
                        strings.get("saved_boxes", v.dots.toInt(), v.names.zip(v.scores) { n, s -> "$n $s" }.joinToString(" – ")),
                    )
                }
                SaveSlots.Kind.Chips -> app.tuffest.ffi.GameSession.load(saved.text, language).use { g ->
                    val v = g.chipsView(0uL)
                    val names = g.seats().map { it.name }
                    org.tuffest.ui.model.SavedGameView(
                        saved.kind.name,
                        Catalog.title(app.tuffest.core.GameId.CHIPS, language),
                        strings.get("saved_chips", names.getOrElse(0) { "" }, v.yellow.toInt(), names.getOrElse(1) { "" }, v.red.toInt()),
                    )
                }
                SaveSlots.Kind.Mathable -> app.tuffest.ffi.GameSession.load(saved.text, language).use { g ->
                    val v = g.mathableView(0uL)
                    org.tuffest.ui.model.SavedGameView(
                        saved.kind.name,
                        Catalog.title(app.tuffest.core.GameId.MATHABLE, language),
                        strings.get("saved_mathable", v.players.joinToString(" – ") { "${it.name} ${it.score}" }),
                    )
                }
                SaveSlots.Kind.UpAndDown -> app.tuffest.ffi.GameSession.load(saved.text, language).use { g ->
                    val v = g.upAndDownView(0uL)
                    org.tuffest.ui.model.SavedGameView(saved.kind.name, v.title, strings.get("saved_kids", v.status))
                }
                SaveSlots.Kind.Pytagora -> app.tuffest.ffi.GameSession.load(saved.text, language).use { g ->
                    val v = g.pytagoraView(0uL)
                    org.tuffest.ui.model.SavedGameView(saved.kind.name, Catalog.title(app.tuffest.core.GameId.PYTAGORA, language), strings.get("saved_kids", v.status))
                }
                SaveSlots.Kind.Crossword -> app.tuffest.ffi.GameSession.load(saved.text, language).use { g ->
                    val v = g.crosswordView(0uL)
                    org.tuffest.ui.model.SavedGameView(saved.kind.name, Catalog.title(app.tuffest.core.GameId.CROSSWORD, language), strings.get("saved_kids", v.status))
                }
                SaveSlots.Kind.Tournament -> app.tuffest.ffi.GameSession.load(saved.text, language).use { g ->
                    val v = g.tournamentView(0uL)
                    org.tuffest.ui.model.SavedGameView(saved.kind.name, Catalog.title(app.tuffest.core.GameId.TOURNAMENT, language), strings.get("saved_tournament", v.status))
                }
                SaveSlots.Kind.Tables -> app.tuffest.ffi.GameSession.load(saved.text, language).use { g ->
                    val v = g.tablesView(0uL)
                    org.tuffest.ui.model.SavedGameView(saved.kind.name, Catalog.title(app.tuffest.core.GameId.TABLES, language), strings.get("saved_kids", v.status))
                }
            }
        } catch (e: app.tuffest.ffi.TuffestException) {
            null // a damaged save is not offered (the core said why; nothing to continue)
        }
    }
