import SwiftUI
import TuffestCore

// Dropping a piece on an equation-crossword board (Pytagora, the French game): which square
// takes a dragged piece and what the line being built becomes is the core's rule
// (`crosswordDrop`, `crosswordDropAccepts`; core/src/crossword/drop.rs, tested there), the same
// one Android's LineBuilder calls. Here: the dragged symbol back to its piece, and SwiftUI's drag
// and drop.

/// The piece of the hand or keypad whose symbol is `text`, dropped on `at` of the line `now`
/// on `board`: the line after it, or nil when no piece has that symbol or the square refuses it
/// (then `refused` is told the line as it was, for the note). One copy for both boards.
func dropPiece(
    _ text: String, at: Cell, on now: CrosswordLineDraft, board: BoardView,
    hand: [CrosswordPieceView], keypad: [CrosswordPieceView],
    refused: (CrosswordLineDraft) -> Void
) -> CrosswordLineDraft? {
    guard let piece = (hand + keypad).first(where: { $0.text == text }) else { return nil }
    guard let after = crosswordDrop(board: board, keypad: keypad, line: now, piece: piece, at: at) else {
        refused(now)
        return nil
    }
    return after
}

extension View {
    /// This piece (its symbol `text`) can be dragged onto a board when `enabled`: a long press
    /// lifts it (the system draws it under the finger); a tap stays a tap, and VoiceOver taps.
    @ViewBuilder func draggablePiece(_ text: String, enabled: Bool = true) -> some View {
        if enabled { draggable(text) } else { self }
    }

    /// This board square takes dropped pieces: `drop` gets the piece's symbol and says whether
    /// it was taken; `hovered` follows the drag over the square (to highlight it).
    func pieceDrop(_ square: Cell, hovered: Binding<Cell?>, drop: @escaping (String, Cell) -> Bool) -> some View {
        dropDestination(for: String.self) { items, _ in
            guard let text = items.first else { return false }
            return drop(text, square)
        } isTargeted: { over in
            if over {
                hovered.wrappedValue = square
            } else if hovered.wrappedValue == square {
                hovered.wrappedValue = nil
            }
        }
    }
}
