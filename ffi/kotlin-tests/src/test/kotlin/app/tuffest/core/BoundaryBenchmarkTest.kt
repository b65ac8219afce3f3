package app.tuffest.core

import app.tuffest.ffi.*

import org.junit.jupiter.api.Tag
import org.junit.jupiter.api.Test
import java.io.File
import java.util.Properties

/**
 * The boundary benchmark from Kotlin (not a test: it prints timings and asserts none). Tagged
 * `benchmark`, so `mvn test` leaves it out; `scripts/bench-kotlin.sh` runs it after the Rust
 * side (`cargo bench -p tuffest-ffi --bench boundary`), which writes the history file both use
 * and its medians, so the ratios show what crossing the boundary costs.
 */
@Tag("benchmark")
class BoundaryBenchmarkTest {
    private val dir = File(System.getProperty("tuffest.bench.dir") ?: "target/bench")
    private val rust = Properties().apply {
        File(dir, "rust-medians.properties").takeIf { it.exists() }?.inputStream()?.use { load(it) }
    }

    private fun report(what: String, key: String, nanos: LongArray, unit: Double, unitName: String) {
        nanos.sort()
        val median = nanos[nanos.size / 2] / unit
        val p99 = nanos[nanos.size * 99 / 100] / unit
        val worst = nanos[nanos.size - 1] / unit
        val base = rust.getProperty(key)?.toDoubleOrNull()
        val ratio = if (base != null && base > 0) "  %.1f× Rust (%.2f %s)".format(median / base, base, unitName) else ""
        println(
            "kotlin  %-44s median %9.2f %s  p99 %9.2f %s  worst %9.2f %s  (%d runs)%s"
                .format(what, median, unitName, p99, unitName, worst, unitName, nanos.size, ratio),
        )
    }

    @Test
    fun `layout edit plus evaluation round trip`() {
        val board = TufBoard.fromFaces("1 2 3 6 7 8 + + - (x) =", tufGameSettings(TufGame.G1_CC))
        board.setLayoutText("8 - 7 + 2 + 3 =")
        val six = board.roll().cubes.first { it.symbol == "6" }.id
        val warmup = 5_000
        val times = LongArray(20_000)
        for (i in 0 until warmup + times.size) {
            val start = System.nanoTime()
            board.place(six, 99u)
            val verdict = board.verdict()
            val took = System.nanoTime() - start
            check(verdict.valid)
            board.remove(8u)
            if (i >= warmup) times[i - warmup] = took
        }
        report("place + verdict (8 - 7 + 2 + 3 = 6)", "edit_verdict_us", times, 1e3, "µs")
        board.close()
    }

    @Test
    fun `open the store and load statistics over 1000 matches`() {
        val file = File(dir, "history.sqlite")
        check(file.exists()) { "run scripts/bench-kotlin.sh: the Rust side writes ${file.path}" }
        val warmup = 10
        val times = LongArray(30)
        for (i in -warmup until times.size) {
            val start = System.nanoTime()
            val store = HistoryStore.open(file.path)
            val stats = store.gameStats("tuf", false)
            for (players in 1u..4u) store.hallOfFame("tuf", players, 10u, false)
            val recent = store.recentMatches(null, null, 0u, 20u)
            val took = System.nanoTime() - start
            check(stats.size == 6 && recent.size == 20)
            store.closeFile()
            store.close()
            if (i >= 0) times[i] = took
        }
        report("open + statistics screen (1,000 matches)", "open_stats_ms", times, 1e6, "ms")
    }

    @Test
    fun `drop highlight on a Pytagora table`() {
        // The game of the Rust side: Robo lays the first equation, then Ana's turn.
        val settings = pytagoraSettings(PytagoraVariant.STANDARD, 8uL).copy(first = PytagoraFirstPlayer.Seat(1u))
        val seats = listOf(Seat("Ana", SeatKind.Person), Seat("Robo", SeatKind.Computer(Strength.CASUAL)))
        val game = GameSession.pytagora(settings, seats, 0uL, TuffestLanguage.EN)
        var now = 0uL
        while (game.pytagoraView(now).turn != 0u) {
            now += 500uL
            game.tick(now)
        }
        val view = game.pytagoraView(now)
        val line = CrosswordLineDraft(null, false, emptyList())
        val at = Cell((view.board.rows.toInt() / 2).toUByte(), (view.board.cols.toInt() / 2 + 3).toUByte())
        val first = crosswordDropAccepts(view.board, view.keypad, line, at)
        val warmup = 2_000
        val times = LongArray(20_000)
        for (i in 0 until warmup + times.size) {
            val start = System.nanoTime()
            val lit = crosswordDropAccepts(view.board, view.keypad, line, at)
            val took = System.nanoTime() - start
            check(lit == first)
            if (i >= warmup) times[i - warmup] = took
        }
        report("drop highlight, Pytagora ${view.board.rows}x${view.board.cols}", "drop_accepts_us", times, 1e3, "µs")
        game.close()
    }
}
