import SwiftUI
import TuffestCore

// Dropping a piece on an equation-crossword board (Pytagora, the French game): which square
// takes a dragged piece and what the line being built becomes. The same logic as Android's
// android/ui-shared/.../model/LineDrop.kt (tested there; this copy is not compiled here).
//
// The line is what tapping builds: a start square, a direction and the pieces written from the
// start, board tiles it crosses included. A drop:
//  - on the first free square after the line's end appends the piece there, the board tiles in
//    between written into the line first;
//  - while the line has at most one piece, the first free square after it to the right sets
//    Across and the one below sets Down;
//  - with no piece written, on any other free square starts the line there with the piece;
//  - anywhere else is refused: nothing changes.

/// A board square by row and column, from 0.
struct Square: Hashable {
    let row: Int
    let col: Int

    /// The square `by` steps along a line, down or across.
    func step(down: Bool, by: Int) -> Square {
        down ? Square(row: row + by, col: col) : Square(row: row, col: col + by)
    }
}

/// What a board square holds: beyond the edge, free, or a tile (nil when the screen cannot
/// write it: the line stops there).
enum Held<T> {
    case off, free, tile(T?)
}

/// A line being built: where it starts (nil before a square is chosen), across or down, the pieces written.
struct LineDraft<T> {
    var start: Square?
    var down: Bool
    var pieces: [T]
}

extension LineDraft: Equatable where T: Equatable {}

/// Where a dropped piece goes: the line's start and direction after the drop, the board tiles written before it.
struct LineDrop<T> {
    let start: Square
    let down: Bool
    let passed: [T]
}

/// Whether a piece dropped `at` goes into the line, and how; nil when the square refuses it.
/// Which piece is dropped does not matter, so a board can ask while a drag hovers.
func lineDrop<T>(start: Square?, down: Bool, written: Int, at: Square, holds: (Square) -> Held<T>) -> LineDrop<T>? {
    guard case .free = holds(at) else { return nil }
    if let start = start {
        // The current direction first, then (while the direction is still open) the other.
        for d in (written <= 1 ? [down, !down] : [down]) {
            var passed: [T] = []
            var i = written
            var next = start.step(down: d, by: i)
            while case .tile(let piece?) = holds(next) {
                passed.append(piece)
                i += 1
                next = start.step(down: d, by: i)
            }
            if next == at { return LineDrop(start: start, down: d, passed: passed) }
        }
    }
    return written == 0 ? LineDrop(start: at, down: down, passed: []) : nil
}

/// The line after `piece` is dropped `at`: nil when refused (the line stays as it is).
func dropOnLine<T>(_ line: LineDraft<T>, piece: T, at: Square, holds: (Square) -> Held<T>) -> LineDraft<T>? {
    guard let drop = lineDrop(start: line.start, down: line.down, written: line.pieces.count, at: at, holds: holds) else { return nil }
    return LineDraft(start: drop.start, down: drop.down, pieces: line.pieces + drop.passed + [piece])
}

/// The piece of the hand or keypad whose symbol is `text`, dropped on `at` of the line `now`
/// on `board`: the line after it, or nil when no piece has that symbol or the square refuses it
/// (then `refused` is told the line as it was, for the note). One copy for both boards.
func dropPiece(
    _ text: String, at: Square, on now: LineDraft<CrosswordPieceView>, board: BoardView,
    hand: [CrosswordPieceView], keypad: [CrosswordPieceView],
    refused: (LineDraft<CrosswordPieceView>) -> Void
) -> LineDraft<CrosswordPieceView>? {
    guard let piece = (hand + keypad).first(where: { $0.text == text }) else { return nil }
    guard let after = dropOnLine(now, piece: piece, at: at, holds: boardHolds(board: board, keypad: keypad)) else {
        refused(now)
        return nil
    }
    return after
}

/// What each square of a crossword board holds: a tile is written as the keypad's piece of the
/// same symbol; a square beyond the board is off.
func boardHolds(board: BoardView, keypad: [CrosswordPieceView]) -> (Square) -> Held<CrosswordPieceView> {
    let rows = Int(board.rows)
    let cols = Int(board.cols)
    var tiles: [Square: String] = [:]
    for cell in board.cells where !cell.text.isEmpty {
        tiles[Square(row: Int(cell.cell.row), col: Int(cell.cell.col))] = cell.text
    }
    return { s in
        guard s.row >= 0, s.row < rows, s.col >= 0, s.col < cols else { return .off }
        guard let text = tiles[s] else { return .free }
        return .tile(keypad.first { $0.text == text })
    }
}

/// The square a core cell names, and back.
extension Square {
    init(_ cell: Cell) { self.init(row: Int(cell.row), col: Int(cell.col)) }
    var cell: Cell { Cell(row: UInt8(row), col: UInt8(col)) }
}

extension View {
    /// This piece (its symbol `text`) can be dragged onto a board when `enabled`: a long press
    /// lifts it (the system draws it under the finger); a tap stays a tap, and VoiceOver taps.
    @ViewBuilder func draggablePiece(_ text: String, enabled: Bool = true) -> some View {
        if enabled { draggable(text) } else { self }
    }

    /// This board square takes dropped pieces: `drop` gets the piece's symbol and says whether
    /// it was taken; `hovered` follows the drag over the square (to highlight it).
    func pieceDrop(_ square: Square, hovered: Binding<Square?>, drop: @escaping (String, Square) -> Bool) -> some View {
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
