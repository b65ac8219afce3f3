//! A player's board: their roll and the layout built from it, with the checked edits the apps
//! need (place, move, remove, set placement or role, toggle a gap). Every edit either succeeds
//! or returns a clear error and leaves the layout unchanged.

use super::cubes::Face;
use super::layout::{Item, Layout, PlacedCube, Role, Script, Shift, MAX_CUBES, MAX_SCRIPT_DEPTH};
use super::roll::Roll;
use super::settings::{DottedZero, Settings};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// Where a player puts a cube, as the apps offer it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum), uniffi(name = "TufPlacement"))]
pub enum Placement {
    /// On the line.
    Inline,
    /// A `−` raised slightly: a negative sign.
    Negative,
    /// Above and to the right: an exponent (one level up from the line).
    Exponent,
    /// Below and to the right: a base indicator.
    Subscript,
}

/// What a player may do with a cube in a game: where it may go and which roles it may take.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record), uniffi(name = "TufCubeOptions"))]
pub struct CubeOptions {
    /// The placements the game allows for this face.
    pub placements: Vec<Placement>,
    /// The roles the face may take in this game (the first is the one it gets when placed).
    pub roles: Vec<Role>,
}

/// The placements and roles a face may take under the settings: a minus may be raised as a
/// sign; exponents from game 6; a number may be lowered as a base from game 5 (or as a log's base
/// with the constant cube); the (×) cube opens and closes groups from game 4; the dotted zero is a
/// zero in games 1-2 and a decimal point after.
#[cfg_attr(feature = "uniffi", uniffi::export(name = "tuf_face_options"))]
pub fn options_for(face: Face, settings: &Settings) -> CubeOptions {
    let mut placements = vec![Placement::Inline];
    if face == Face::Minus {
        placements.push(Placement::Negative);
    }
    if settings.exponents {
        placements.push(Placement::Exponent);
    }
    if face.is_number() && (settings.bases || settings.constants) {
        placements.push(Placement::Subscript);
    }
    let roles = match face {
        Face::Paren if settings.groups => vec![Role::Multiply, Role::Open, Role::Close],
        Face::Paren => vec![Role::Multiply],
        Face::Minus => vec![Role::Plain, Role::Negative],
        Face::DottedZero => match settings.dotted_zero {
            DottedZero::Zero => vec![Role::Plain],
            DottedZero::DecimalPoint => vec![Role::DecimalPoint],
        },
        _ => vec![Role::Plain],
    };
    CubeOptions { placements, roles }
}

/// Why an edit was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    /// The cube id is not in the roll.
    NotInRoll(u16),
    /// The cube is already in the layout.
    AlreadyPlaced(u16),
    /// A layout's face differs from the rolled face.
    FaceChanged {
        /// The cube.
        cube: u16,
        /// The rolled face.
        rolled: String,
        /// The face in the layout.
        placed: String,
    },
    /// No item at that position.
    NoSuchPosition(usize),
    /// The item at that position is a gap, not a cube.
    NotACube(usize),
    /// The role does not fit the face (only `−` can be raised as a sign, and so on).
    RoleDoesNotFit {
        /// The cube's position.
        position: usize,
    },
    /// Too many cubes or too deep scripts.
    TooLarge,
    /// A cube in a text layout has no matching cube left in the roll.
    NoCubeLeft {
        /// The face wanted.
        face: String,
        /// Its position in the layout.
        position: usize,
    },
}

/// A roll and the layout the player is building from it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Board {
    roll: Roll,
    layout: Layout,
}

impl Board {
    /// A board with nothing placed.
    pub fn new(roll: Roll) -> Board {
        Board {
            roll,
            layout: Layout::new(),
        }
    }

    /// The roll.
    pub fn roll(&self) -> &Roll {
        &self.roll
    }

    /// The layout.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The ids of the cubes not yet placed.
    pub fn unused(&self) -> Vec<u16> {
        (0..self.roll.cubes.len() as u16)
            .filter(|id| !self.layout.cubes().any(|c| c.cube == Some(*id)))
            .collect()
    }

    /// Checks a board read from outside (a save): its roll is one the cubes can show
    /// ([`Roll::check`]) and its layout is made of that roll's cubes ([`validate`]). The reason
    /// is English, for a bug report.
    pub fn check(&self) -> Result<(), String> {
        self.roll.check().map_err(|e| e.to_string())?;
        validate(&self.layout, &self.roll).map_err(|e| e.to_string())
    }

    /// Whether every cube of the roll is placed.
    pub fn uses_all_cubes(&self) -> bool {
        self.layout.cube_count() == self.roll.cubes.len()
    }

    fn commit(&mut self, candidate: Layout) -> Result<(), EditError> {
        validate(&candidate, &self.roll)?;
        self.layout = candidate;
        Ok(())
    }

    /// Places cube `id` at position `at` (0 = leftmost; past the end appends), on the line.
    pub fn place(&mut self, id: u16, at: usize) -> Result<(), EditError> {
        let rolled = self
            .roll
            .cubes
            .get(usize::from(id))
            .ok_or(EditError::NotInRoll(id))?;
        let mut next = self.layout.clone();
        let at = at.min(next.items.len());
        next.items.insert(
            at,
            Item::Cube(PlacedCube {
                cube: Some(id),
                face: rolled.face,
                role: Role::default_for(rolled.face),
                script: Script::LINE,
            }),
        );
        self.commit(next)
    }

    /// Places cube `id` at `at` with the role the game gives its face first (the dotted zero
    /// becomes a decimal point from game 3 on).
    pub fn place_in(&mut self, id: u16, at: usize, settings: &Settings) -> Result<(), EditError> {
        self.place(id, at)?;
        let at = at.min(self.layout.items.len().saturating_sub(1));
        if let Some(Item::Cube(c)) = self.layout.items.get(at) {
            let role = options_for(c.face, settings).roles[0];
            if role != c.role {
                return self.set_role(at, role);
            }
        }
        Ok(())
    }

    /// Moves the item at `from` so that it ends at position `to`.
    pub fn move_item(&mut self, from: usize, to: usize) -> Result<(), EditError> {
        let mut next = self.layout.clone();
        if from >= next.items.len() {
            return Err(EditError::NoSuchPosition(from));
        }
        let item = next.items.remove(from);
        let to = to.min(next.items.len());
        next.items.insert(to, item);
        self.commit(next)
    }

    /// Takes the item at `at` out of the layout (a cube goes back to the roll).
    pub fn remove(&mut self, at: usize) -> Result<(), EditError> {
        let mut next = self.layout.clone();
        if at >= next.items.len() {
            return Err(EditError::NoSuchPosition(at));
        }
        next.items.remove(at);
        self.commit(next)
    }

    /// Sets where the cube at `at` sits: on the line, raised as a negative sign, as an
    /// exponent or as a subscript.
    pub fn set_placement(&mut self, at: usize, placement: Placement) -> Result<(), EditError> {
        let mut next = self.layout.clone();
        let cube = cube_mut(&mut next, at)?;
        match placement {
            Placement::Inline => {
                cube.script = Script::LINE;
                if cube.role == Role::Negative {
                    cube.role = Role::Plain;
                }
            }
            Placement::Negative => {
                if cube.face != Face::Minus {
                    return Err(EditError::RoleDoesNotFit { position: at });
                }
                cube.role = Role::Negative;
            }
            Placement::Exponent | Placement::Subscript => {
                let shift = if placement == Placement::Exponent {
                    Shift::Up
                } else {
                    Shift::Down
                };
                cube.script = Script::LINE.push(shift).ok_or(EditError::TooLarge)?;
            }
        }
        self.commit(next)
    }

    /// Sets the exact script path of the cube at `at` (for exponents of exponents).
    pub fn set_script(&mut self, at: usize, shifts: &[Shift]) -> Result<(), EditError> {
        let mut next = self.layout.clone();
        let item = next
            .items
            .get_mut(at)
            .ok_or(EditError::NoSuchPosition(at))?;
        let script = Script::from_shifts(shifts).ok_or(EditError::TooLarge)?;
        match item {
            Item::Cube(c) => c.script = script,
            Item::Gap(s) => *s = script,
        }
        self.commit(next)
    }

    /// Sets the role of the cube at `at` (the (×) cube's multiply/open/close, the dotted zero's
    /// zero/decimal point, a minus's subtract/negative).
    pub fn set_role(&mut self, at: usize, role: Role) -> Result<(), EditError> {
        let mut next = self.layout.clone();
        let cube = cube_mut(&mut next, at)?;
        if !role.fits(cube.face) {
            return Err(EditError::RoleDoesNotFit { position: at });
        }
        cube.role = role;
        self.commit(next)
    }

    /// Removes the gap at `at`, or inserts one there (with the script of the item before it).
    pub fn toggle_gap(&mut self, at: usize) -> Result<(), EditError> {
        let mut next = self.layout.clone();
        match next.items.get(at) {
            Some(Item::Gap(_)) => {
                next.items.remove(at);
            }
            _ => {
                let at = at.min(next.items.len());
                let script = at
                    .checked_sub(1)
                    .and_then(|p| next.items.get(p))
                    .map(|i| i.script())
                    .unwrap_or(Script::LINE);
                next.items.insert(at, Item::Gap(script));
            }
        }
        self.commit(next)
    }

    /// Replaces the whole layout (a layout read from text is first bound to this roll's cubes).
    pub fn set_layout(&mut self, layout: Layout) -> Result<(), EditError> {
        let bound = if layout.cubes().all(|c| c.cube.is_some()) {
            layout
        } else {
            bind(&layout, &self.roll)?
        };
        self.commit(bound)
    }

    /// What the player may do with the cube at `at` under the settings.
    pub fn options(&self, at: usize, settings: &Settings) -> Result<CubeOptions, EditError> {
        match self.layout.items.get(at) {
            Some(Item::Cube(c)) => Ok(options_for(c.face, settings)),
            Some(Item::Gap(_)) => Err(EditError::NotACube(at)),
            None => Err(EditError::NoSuchPosition(at)),
        }
    }

    /// Clears the layout.
    pub fn clear(&mut self) {
        self.layout = Layout::new();
    }
}

fn cube_mut(layout: &mut Layout, at: usize) -> Result<&mut PlacedCube, EditError> {
    match layout.items.get_mut(at) {
        Some(Item::Cube(c)) => Ok(c),
        Some(Item::Gap(_)) => Err(EditError::NotACube(at)),
        None => Err(EditError::NoSuchPosition(at)),
    }
}

/// Checks a layout against a roll: every cube is from the roll, shows its rolled face, is used
/// once, and has a role that fits it.
pub fn validate(layout: &Layout, roll: &Roll) -> Result<(), EditError> {
    if layout.cube_count() > MAX_CUBES {
        return Err(EditError::TooLarge);
    }
    let mut used = vec![false; roll.cubes.len()];
    for (position, item) in layout.items.iter().enumerate() {
        let Item::Cube(c) = item else { continue };
        let id = c.cube.ok_or(EditError::NoCubeLeft {
            face: c.face.symbol().to_string(),
            position,
        })?;
        let rolled = roll
            .cubes
            .get(usize::from(id))
            .ok_or(EditError::NotInRoll(id))?;
        if rolled.face != c.face {
            return Err(EditError::FaceChanged {
                cube: id,
                rolled: rolled.face.symbol().to_string(),
                placed: c.face.symbol().to_string(),
            });
        }
        if std::mem::replace(&mut used[usize::from(id)], true) {
            return Err(EditError::AlreadyPlaced(id));
        }
        if !c.role.fits(c.face) {
            return Err(EditError::RoleDoesNotFit { position });
        }
    }
    Ok(())
}

/// Binds a layout read from text to a roll's cubes: each face takes an unused cube showing it;
/// a `0` takes a blue zero first, then a dotted zero (read as a zero).
pub fn bind(layout: &Layout, roll: &Roll) -> Result<Layout, EditError> {
    let mut used = vec![false; roll.cubes.len()];
    let mut out = layout.clone();
    // Exact faces first, so a zero only falls back to a dotted zero when it must.
    for pass in 0..2 {
        for (position, item) in out.items.iter_mut().enumerate() {
            let Item::Cube(c) = item else { continue };
            if c.cube.is_some() {
                continue;
            }
            let want = |f: Face| {
                if pass == 0 {
                    f == c.face
                } else {
                    c.face == Face::Digit(0) && f == Face::DottedZero
                }
            };
            if let Some(id) = (0..roll.cubes.len()).find(|i| !used[*i] && want(roll.cubes[*i].face))
            {
                used[id] = true;
                c.cube = Some(id as u16);
                c.face = roll.cubes[id].face;
                if c.face == Face::DottedZero && c.role != Role::DecimalPoint {
                    c.role = Role::Plain;
                }
            } else if pass == 1 {
                return Err(EditError::NoCubeLeft {
                    face: c.face.symbol().to_string(),
                    position,
                });
            }
        }
    }
    Ok(out)
}

impl EditError {
    /// The message in `lang` (the `Display` text is the English one).
    pub fn text_in(&self, lang: Lang) -> String {
        use EditError::*;
        match (self, lang) {
            (NotInRoll(id), Lang::En) => format!("cube {id} is not in the roll"),
            (NotInRoll(id), Lang::Fr) => format!("le cube {id} ne fait pas partie du lancer"),
            (AlreadyPlaced(id), Lang::En) => format!("cube {id} is already placed"),
            (AlreadyPlaced(id), Lang::Fr) => format!("le cube {id} est déjà posé"),
            (
                FaceChanged {
                    cube,
                    rolled,
                    placed,
                },
                Lang::En,
            ) => format!("cube {cube} shows {rolled}, not {placed}: faces cannot be changed"),
            (
                FaceChanged {
                    cube,
                    rolled,
                    placed,
                },
                Lang::Fr,
            ) => format!(
                "le cube {cube} montre {rolled}, pas {placed}\u{a0}: on ne peut pas changer les faces"
            ),
            (NoSuchPosition(p), Lang::En) => format!("there is nothing at position {p}"),
            (NoSuchPosition(p), Lang::Fr) => format!("il n'y a rien à la position {p}"),
            (NotACube(p), Lang::En) => format!("position {p} is a gap, not a cube"),
            (NotACube(p), Lang::Fr) => {
                format!("à la position {p}, il y a un espace, pas un cube")
            }
            (RoleDoesNotFit { position: p }, Lang::En) => {
                format!("the cube at position {p} cannot be used that way")
            }
            (RoleDoesNotFit { position: p }, Lang::Fr) => {
                format!("le cube à la position {p} ne peut pas servir comme ça")
            }
            (TooLarge, Lang::En) => format!(
                "the layout cannot grow that way (at most {MAX_CUBES} cubes, scripts {MAX_SCRIPT_DEPTH} deep)"
            ),
            (TooLarge, Lang::Fr) => format!(
                "l'équation ne peut pas grandir comme ça (au plus {MAX_CUBES} cubes et {MAX_SCRIPT_DEPTH} étages d'exposants ou d'indices)"
            ),
            (NoCubeLeft { face, position: p }, Lang::En) => {
                format!("the roll has no {face} cube left for position {p}")
            }
            (NoCubeLeft { face, position: p }, Lang::Fr) => {
                format!("il ne reste pas de cube {face} dans le lancer pour la position {p}")
            }
        }
    }
}

crate::kit::worded_display!(EditError);

impl std::error::Error for EditError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tuf::notation;

    fn board() -> Board {
        Board::new(Roll::from_faces("4 2 0 7 8 0. + × - (x) =").unwrap())
    }

    #[test]
    fn edits_build_a_layout_and_errors_change_nothing() {
        let mut b = board();
        b.place(0, 0).unwrap(); // 4
        b.place(6, 1).unwrap(); // +
        b.place(1, 2).unwrap(); // 2
        b.place(10, 3).unwrap(); // =
        b.place(2, 4).unwrap(); // 0 — "4 + 2 = 0" so far
        assert_eq!(notation::print(b.layout()), "4 + 2 = 0");
        let before = b.clone();
        assert_eq!(b.place(0, 0), Err(EditError::AlreadyPlaced(0)));
        assert_eq!(b.place(99, 0), Err(EditError::NotInRoll(99)));
        assert_eq!(
            b.set_placement(0, Placement::Negative),
            Err(EditError::RoleDoesNotFit { position: 0 })
        );
        assert_eq!(
            b.set_role(1, Role::Open),
            Err(EditError::RoleDoesNotFit { position: 1 })
        );
        assert_eq!(b.remove(42), Err(EditError::NoSuchPosition(42)));
        assert_eq!(b, before);
        b.move_item(4, 0).unwrap();
        assert_eq!(notation::print(b.layout()), "0 4 + 2 =");
        b.toggle_gap(1).unwrap();
        assert_eq!(notation::print(b.layout()), "0 | 4 + 2 =");
        b.toggle_gap(1).unwrap();
        b.remove(0).unwrap();
        assert_eq!(b.unused().len(), 7);
    }

    #[test]
    fn options_follow_the_game() {
        use crate::tuf::Game;
        let g1 = options_for(Face::Paren, &Game::G1.settings());
        assert_eq!(g1.roles, vec![Role::Multiply]);
        assert_eq!(g1.placements, vec![Placement::Inline]);
        let g6 = Game::G6.settings();
        assert_eq!(options_for(Face::Paren, &g6).roles.len(), 3);
        assert!(options_for(Face::Digit(5), &g6)
            .placements
            .contains(&Placement::Subscript));
        assert!(options_for(Face::Minus, &g6)
            .placements
            .contains(&Placement::Negative));
        assert_eq!(
            options_for(Face::DottedZero, &Game::G2.settings()).roles,
            vec![Role::Plain]
        );
        assert_eq!(
            options_for(Face::DottedZero, &g6).roles,
            vec![Role::DecimalPoint]
        );
        let mut b = board();
        assert_eq!(b.options(0, &g6), Err(EditError::NoSuchPosition(0)));
        b.place_in(5, 0, &g6).unwrap();
        assert_eq!(notation::print(b.layout()), ".");
    }

    #[test]
    fn roles_and_placements() {
        let mut b = board();
        b.place(9, 0).unwrap();
        b.set_role(0, Role::Open).unwrap();
        assert_eq!(notation::print(b.layout()), "(");
        b.place(8, 1).unwrap();
        b.set_placement(1, Placement::Negative).unwrap();
        b.place(3, 2).unwrap();
        b.set_placement(2, Placement::Exponent).unwrap();
        assert_eq!(notation::print(b.layout()), "( ~ ^{ 7 }");
    }

    #[test]
    fn text_layouts_bind_to_the_roll_and_faces_cannot_change() {
        let mut b = board();
        let layout = notation::parse("4 × 2 - 8 = 0 ( 0").unwrap();
        b.set_layout(layout).unwrap();
        assert!(b.layout().cubes().all(|c| c.cube.is_some()));
        // The second zero falls back to the dotted zero.
        assert_eq!(
            b.layout()
                .cubes()
                .filter(|c| c.face == Face::DottedZero)
                .count(),
            1
        );
        let mut b = board();
        assert!(matches!(
            b.set_layout(notation::parse("9 = 9").unwrap()),
            Err(EditError::NoCubeLeft { .. })
        ));
        let mut forged = notation::parse("4").unwrap();
        if let Item::Cube(c) = &mut forged.items[0] {
            c.cube = Some(1);
        }
        assert!(matches!(
            b.set_layout(forged),
            Err(EditError::FaceChanged { .. })
        ));
        assert!(b.layout().is_empty());
    }
}
