package org.tuffest.ui.model

/**
 * The edits a player makes on their board. Each maps to one command of the core's match
 * (`TufCommand`: Place, Move, Remove, SetPlacement, SetRole, ToggleGap, Clear, Declare,
 * Challenge); the core refuses what the rules forbid and the next view shows the result.
 */
interface BoardActions {
    fun place(cubeId: Int, at: Int)
    fun move(from: Int, to: Int)
    fun remove(at: Int)
    fun setPlacement(at: Int, placement: app.tuffest.core.TufPlacement)
    fun setRole(at: Int, role: app.tuffest.core.TufRole)
    fun toggleGap(at: Int)
    fun clear()
    fun declare()
    fun challenge() {}

    /** Does nothing: for previews and read-only boards. */
    object None : BoardActions {
        override fun place(cubeId: Int, at: Int) {}
        override fun move(from: Int, to: Int) {}
        override fun remove(at: Int) {}
        override fun setPlacement(at: Int, placement: app.tuffest.core.TufPlacement) {}
        override fun setRole(at: Int, role: app.tuffest.core.TufRole) {}
        override fun toggleGap(at: Int) {}
        override fun clear() {}
        override fun declare() {}
    }
}

/** The table's shared buttons (core `TufButtons` of the table): each is one core command. */
interface TableActions {
    fun endRound()
    fun nextRound()
    fun takeTurn(seat: Int)
    fun resume()
    fun hint() {}

    object None : TableActions {
        override fun endRound() {}
        override fun nextRound() {}
        override fun takeTurn(seat: Int) {}
        override fun resume() {}
    }
}

/** The Math Horseshoes keypad and number tiles; each press is one core command. */
interface HorseshoesActions {
    /** The player has the device: their three minutes start. */
    fun start()
    /** A number tile, by its index (core `press_number`). */
    fun number(index: Int)
    /** A keypad key, by its core id (`+`, `sqrt`, `back`, `clear`, …; core `press_key`). */
    fun key(key: String)
    fun submit()

    object None : HorseshoesActions {
        override fun start() {}
        override fun number(index: Int) {}
        override fun key(key: String) {}
        override fun submit() {}
    }
}

/** Dots and Boxes: a tap on a segment, a hint, undo; each is one command of the core's session. */
interface BoxesActions {
    /** Draws [segment] for the seat to move (the core refuses what the rules forbid). */
    fun draw(segment: app.tuffest.core.Segment)
    /** The core's next hint, in steps (counted: the game is marked assisted). */
    fun askHint()
    /** Takes back the person's last move (against the computer only; the core decides). */
    fun undo()

    object None : BoxesActions {
        override fun draw(segment: app.tuffest.core.Segment) {}
        override fun askHint() {}
        override fun undo() {}
    }
}

/** The chip game: a tap on a square, the legal-move markers, a hint, undo; each one core command. */
interface ChipsActions {
    /** Places a chip on [cell] for the colour to move (the core refuses what the rules forbid). */
    fun place(cell: app.tuffest.core.Cell)
    /** Shows or hides the legal-move markers (a setting of the game). */
    fun showLegal(show: Boolean)
    fun askHint()
    fun undo()

    object None : ChipsActions {
        override fun place(cell: app.tuffest.core.Cell) {}
        override fun showLegal(show: Boolean) {}
        override fun askHint() {}
        override fun undo() {}
    }
}

/** Mathable: each is one core command for the seat to play. */
interface MathableActions {
    /** Chooses a rack tile (null puts it back); the core then highlights its legal squares. */
    fun select(value: UInt?)
    /** Places the chosen tile on [cell]. */
    fun place(cell: app.tuffest.core.Cell)
    /** Answers the extra-tile question. */
    fun extra(take: Boolean)
    /** Ends the turn (a pass when nothing was placed). */
    fun endTurn()
    /** Exchanges these rack tiles (the whole turn). */
    fun exchange(tiles: List<UInt>)
    /** Agrees to end the game. */
    fun agreeEnd()
    fun askHint()
    /** The player to play has the device after the hand-over screen (racks hidden). */
    fun takeDevice() {}

    object None : MathableActions {
        override fun select(value: UInt?) {}
        override fun place(cell: app.tuffest.core.Cell) {}
        override fun extra(take: Boolean) {}
        override fun endTurn() {}
        override fun exchange(tiles: List<UInt>) {}
        override fun agreeEnd() {}
        override fun askHint() {}
    }
}

/**
 * The set-up form of a two-seat game of the kit (Dots and Boxes, the chip game): a size, the
 * opponent, a share code (the shell's form state; the core checks it on start).
 */
data class DuelSetupView(
    /** The sizes the core offers (dots a side for Dots and Boxes, squares a side for the chip game). */
    val sizes: List<Int>,
    val size: Int = 5,
    /** The computer's strength by name, or null for a second person. */
    val strength: String? = "strong",
    val strengths: List<String> = emptyList(),
    /** A share code to play a set-up from (blank: an empty grid). */
    val code: String = "",
    /** The core's sentence for a refused set-up. */
    val error: String? = null,
)

/** The set-up form's edits. */
interface DuelSetupActions {
    fun size(n: Int)
    fun opponent(strength: String?)
    fun code(text: String)
    fun start()
}

/**
 * The set-up form of a game for several seats (Mathable, Up and down, Multiplication tables):
 * people at the device, computer players and their strength, a variant and a game code where the
 * game has them (the core checks the seats on start).
 */
data class PartySetupView(
    val people: Int = 1,
    val computers: Int = 1,
    val strength: String = "strong",
    val strengths: List<String> = emptyList(),
    /** Seats the game takes in all. */
    val maxSeats: Int = 4,
    /** The game's variants as (id, title), empty when it has none. */
    val variants: List<Pair<String, String>> = emptyList(),
    val variant: String? = null,
    /** Whether the game has a game code to replay. */
    val hasCode: Boolean = true,
    /** A game code to replay a bag (blank: a new bag). */
    val code: String = "",
    val error: String? = null,
    /** Fewest people at the device (0: the game can be watched, computers only). */
    val minPeople: Int = 1,
    /** Mathable's settings, where the game has them (null: not offered). */
    val hideRacks: Boolean? = null,
    val showLegal: Boolean? = null,
    /** The variants whose time limit is set person by person (the French game's handicap). */
    val perSeatVariants: Set<String> = emptySet(),
    /** The seconds a turn each person chose under such a variant, in seat order. */
    val seatSeconds: List<Int> = emptyList(),
    /** The seconds a turn a person may choose (from the core). */
    val secondsChoices: List<Int> = emptyList(),
    /** The seconds a person has until they choose. */
    val defaultSeconds: Int = 120,
) {
    /** Whether the chosen variant asks each person for their seconds a turn. */
    val asksSeconds: Boolean get() = variant != null && variant in perSeatVariants

    /** The seconds each of the [people] has, in seat order. */
    fun secondsOfPeople(): List<Int> = (0 until people).map { seatSeconds.getOrElse(it) { defaultSeconds } }

    /** The form with [person]'s seconds set to [seconds]. */
    fun withSeconds(person: Int, seconds: Int): PartySetupView =
        copy(seatSeconds = secondsOfPeople().toMutableList().also { if (person in it.indices) it[person] = seconds }, error = null)
}

/** The set-up form's edits. */
interface PartySetupActions {
    fun variant(id: String) {}
    fun people(n: Int)
    fun computers(n: Int)
    fun strength(name: String)
    fun code(text: String)
    fun hideRacks(on: Boolean) {}
    fun showLegal(on: Boolean) {}
    /** Gives [person] (0 = the first) [seconds] a turn (the French game's handicap). */
    fun seatSeconds(person: Int, seconds: Int) {}
    fun start()
}

/** Up and down: each one core command for the seat in turn. */
interface UpAndDownActions {
    /** Puts on [cell] the number that square wants, from the hand. */
    fun place(cell: app.tuffest.core.Cell)
    /** Draws a piece (only without a number to play). */
    fun draw()
    fun askHint()
    fun undo()

    object None : UpAndDownActions {
        override fun place(cell: app.tuffest.core.Cell) {}
        override fun draw() {}
        override fun askHint() {}
        override fun undo() {}
    }
}

/** Multiplication tables: each one core command for the child asked. */
interface TablesActions {
    /** Answers `= result` with these number pieces of the hand, most significant first. */
    fun attach(digits: List<UInt>)
    /** Not holding the pieces: the next player answers. */
    fun pass()
    fun askHint()

    object None : TablesActions {
        override fun attach(digits: List<UInt>) {}
        override fun pass() {}
        override fun askHint() {}
    }
}

/** A tournament between games: each one core command for the competitor the core waits for. */
interface TournamentActions {
    /** The chooser moves first ([first]) or second in their pairing. */
    fun choose(first: Boolean)
    /** Plays a game between two computer players out at once. */
    fun playOut()

    object None : TournamentActions {
        override fun choose(first: Boolean) {}
        override fun playOut() {}
    }
}

/**
 * The organiser's form: the competitors, the games and pairing system, and the core's filled form
 * ([plan]: every round's set-up, the options, the final's puzzle, the share code).
 */
data class TournamentSetupView(
    val competitors: List<app.tuffest.core.Seat>,
    val games: app.tuffest.core.MainGames = app.tuffest.core.MainGames.BOTH,
    val system: app.tuffest.core.PairingSystem = app.tuffest.core.PairingSystem.ROUND_ROBIN,
    /** The core's form (null until the core made one). */
    val plan: app.tuffest.core.TournamentPlan? = null,
    /** Games between computer players are watched move by move (else played at once). */
    val watch: Boolean = false,
    val strengths: List<String> = emptyList(),
    /** The round sizes the core offers, per game. */
    val boxesSizes: List<Int> = listOf(5, 6, 7),
    val chipsSizes: List<Int> = listOf(4, 5, 6),
    /** The core's sentence for the form's first fault. */
    val error: String? = null,
)

/** The organiser's edits; the core remakes or checks the form after each. */
interface TournamentSetupActions {
    fun competitorName(index: Int, name: String)
    /** A computer player at this strength (by name), or a person (null). */
    fun competitorKind(index: Int, strength: String?)
    fun addCompetitor()
    fun removeCompetitor(index: Int)
    fun games(games: app.tuffest.core.MainGames)
    fun system(system: app.tuffest.core.PairingSystem)
    /** A new seeded set-up of round [index] at [size]. */
    fun roundSize(index: Int, size: Int)
    /** Round [index] from a share code of its game. */
    fun roundCode(index: Int, code: String)
    fun bothWays(on: Boolean)
    fun qualifiers(n: Int)
    /** A new seeded puzzle for the final. */
    fun newFinal()
    fun finalCode(code: String)
    fun watch(on: Boolean)
    /** The whole tournament from its share code. */
    fun loadCode(code: String)
}

/** Pytagora (and Plus and minus): each one core command for the player in turn. */
interface PytagoraActions {
    /** Lays [line] (the whole line as it reads, crossed pieces included) from [start], across or [down]; its `=` from the pool when [equalsFromPool]. */
    fun lay(start: app.tuffest.core.Cell, down: Boolean, line: String, equalsFromPool: Boolean)
    /** "I cannot make an equation" (new pieces and −5, or the turn passes the second time). */
    fun stuck()
    /** Pass-and-play: the player in turn has the device. */
    fun ready()
    fun askHint()
    fun undo()

    object None : PytagoraActions {
        override fun lay(start: app.tuffest.core.Cell, down: Boolean, line: String, equalsFromPool: Boolean) {}
        override fun stuck() {}
        override fun ready() {}
        override fun askHint() {}
        override fun undo() {}
    }
}

/** The French equation-crossword game: each one core command for the player in turn. */
interface CrosswordActions {
    /** Lays [line] (the whole line as it reads, tiles already on the board included) from [start], across or [down]. */
    fun lay(start: app.tuffest.core.Cell, down: Boolean, line: String)
    /** Rule 11: rewrites [member] (from 0) of the equation through [cell] (across or [down]) as [line], keeping its value. */
    fun transform(cell: app.tuffest.core.Cell, down: Boolean, member: Int, line: String)
    /** Gives back the tiles of [tiles] and draws as many of each colour (the turn is used). */
    fun exchange(tiles: String)
    fun pass()
    /** The challenge rule: [seat] says the last play is false. */
    fun challenge(seat: UInt)
    /** Pass-and-play: the player in turn has the device. */
    fun ready()
    fun askHint()
    fun undo()

    object None : CrosswordActions {
        override fun lay(start: app.tuffest.core.Cell, down: Boolean, line: String) {}
        override fun transform(cell: app.tuffest.core.Cell, down: Boolean, member: Int, line: String) {}
        override fun exchange(tiles: String) {}
        override fun pass() {}
        override fun challenge(seat: UInt) {}
        override fun ready() {}
        override fun askHint() {}
        override fun undo() {}
    }
}
