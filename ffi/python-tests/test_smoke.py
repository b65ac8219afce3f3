#!/usr/bin/env python3
"""Smoke test of the generated Python bindings (the third language), with plain python3.

    python3 ffi/python-tests/test_smoke.py

Generates the bindings with scripts/gen-bindings.sh python into a temporary package, puts the
host library beside its modules (uniffi's Python loads it from its own folder through ctypes),
then drives the core from outside: a TUF board and verdict, a whole solitaire match with
scripted time, a Math Horseshoes round, the history store on a real SQLite file, and a typed
error. No pip installs are needed. Exits non-zero on the first failure.
"""

import importlib
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LIB = "libtuffest_ffi.dylib" if sys.platform == "darwin" else "libtuffest_ffi.so"


def load_bindings(folder):
    # The bindings are a package: the core's records (tuffest_core) and the boundary's objects
    # (tuffest_ffi), both re-exported by its __init__.py.
    package = os.path.join(folder, "tuffest")
    subprocess.run(
        [os.path.join(ROOT, "scripts", "gen-bindings.sh"), "python", package],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    shutil.copy(os.path.join(target, "release", LIB), package)
    sys.path.insert(0, folder)
    return importlib.import_module("tuffest")


class Smoke(unittest.TestCase):
    t = None  # the generated module

    def test_board_and_verdict(self):
        t = self.t
        settings = t.tuf_game_settings(t.TufGame.G1)
        board = t.TufBoard.from_faces("4 2 0 7 8 7 + × + (x) =", settings)
        board.set_layout_text("4 × 2 = 8")
        verdict = board.verdict()
        self.assertTrue(verdict.valid)
        self.assertEqual(verdict.cube_value, 5)
        self.assertEqual(verdict.normal, "4 × 2 = 8")
        self.assertEqual(t.tuf_check("4 × 2 = 7", settings).reason, "the sides are not equal: 8 and 7")
        self.assertEqual(t.TufBoard.restore(board.save()).layout_text(), "4 × 2 = 8")

    def test_typed_errors(self):
        t = self.t
        board = t.TufBoard.from_faces("4 2 × =", t.tuf_game_settings(t.TufGame.G1))
        with self.assertRaises(t.TuffestError.EditRefused) as caught:
            board.place(99, 0)
        self.assertEqual(str(caught.exception), "Cube 99 is not in the roll.")
        with self.assertRaises(t.TuffestError.InvalidRoll):
            t.tuf_roll_from_code("not a code")

    def test_solitaire_match_with_scripted_time(self):
        t = self.t
        seats = [t.TufSeat(name="Ann", kind=t.TufSeatKind.HUMAN())]
        config = t.tuf_match_config(t.TufGame.G1_CA, seats, 5)
        config.roll_code = t.tuf_roll_from_faces("1 2 3 6 7 8 + + - (x) =").code
        game = t.GameSession.tuf(config, 0, t.TuffestLanguage.EN)
        game.tuf_apply(0, t.TufCommand.SET_TEXT(text="8 - 7 + 2 + 3 = 6"), 1_000)
        cues = game.tick(300_000)
        self.assertIn(t.Cue.GAME_OVER(), cues)
        self.assertEqual(game.outcome().scores, [9])
        self.assertEqual(game.outcome().winners, [0])

    def test_horseshoes_round(self):
        t = self.t
        code = t.horseshoes_puzzle_from_numbers([2, 5, 10, 20], 2000, t.TuffestLanguage.EN).code
        seats = [t.Seat(name="Ann", kind=t.SeatKind.PERSON())]
        rnd = t.GameSession.horseshoes(code, 0, seats, 0, t.TuffestLanguage.EN)
        rnd.horseshoes_start_turn(0, 0)
        rnd.horseshoes_answer(0, "2*5*10*20", 1_000)
        rnd.horseshoes_submit(0, 2_000)
        reveal = rnd.horseshoes_view(2_000).screen
        self.assertEqual([r.verdict.score for r in reveal.results], [10])

    def test_history_on_a_real_file(self):
        t = self.t
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "history.sqlite")
            store = t.HistoryStore.open(path)
            store.record(t.FinishedMatch(
                game="tuf", variant="1C(a)", settings_json="{}", started_at_ms=1, duration_ms=2,
                finished=True,
                players=[t.MatchPlayer(name="Ann", is_computer=False, computer_strength=None, total=9)],
                rounds=[t.RoundRecord(duration_ms=2, code="C", entries=[
                    t.RoundEntry(score=9, equation="8 - 7 + 2 + 3 = 6", valid=True, hints_used=0)])],
                winners=[0], par=None))
            store.close_file()
            again = t.HistoryStore.open(path)
            ann = again.find_player("ann", False, None)
            stats = again.player_stats("tuf", ann.id, False)
            self.assertEqual(stats.best_match.total, 9)
            # The history screens as every shell draws them, worded by the core.
            pages = again.pages(t.TuffestLanguage.FR)
            self.assertEqual(pages.games[0].title, "TUF")
            self.assertEqual(pages.games[0].stats[0].best_match, "9")
            self.assertEqual(pages.recent[0].result, "★ Ann 9")
            again.close_file()

    def test_rules_book_and_saved_summary(self):
        t = self.t
        book = t.rules_book(t.TuffestLanguage.EN)
        self.assertEqual(book[0].id, "1")
        self.assertIn("horseshoes", [p.id for p in book])
        self.assertIsNone(t.saved_game_summary("not a save", t.TuffestLanguage.EN))


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as generated:
        Smoke.t = load_bindings(generated)
        result = unittest.main(exit=False, verbosity=1).result
    sys.exit(0 if result.wasSuccessful() else 1)
