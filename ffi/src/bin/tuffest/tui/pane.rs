//! What a game's screen is drawn with: the frame, the part of it the game has, the log, the
//! colours, the language and the click targets the drawing adds.

use super::paint::{Hit, Palette};
use ratatui::layout::Rect;
use ratatui::Frame;
use tuffest_core::lang::Lang;

/// The frame and what every game's screen draws with; a screen that holds another (the
/// tournament's game in play) hands it on with a smaller `area`.
pub struct Pane<'a, 'f> {
    /// The frame being drawn.
    pub f: &'a mut Frame<'f>,
    /// The part of the frame the screen has.
    pub area: Rect,
    /// The log's lines, oldest first.
    pub log: &'a [String],
    /// Colours on or off.
    pub p: Palette,
    /// The language of the words drawn.
    pub lang: Lang,
    /// The click targets drawn so far.
    pub hits: &'a mut Vec<Hit>,
}
