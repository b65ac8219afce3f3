//! Groups (game 4): the (×) cube opens a group that runs right to a gap or the side's end, or
//! closes one that runs left to a gap or the side's start; between them open and close pair
//! like brackets, and a gap closes the innermost open group.

use super::*;

pub(super) struct Frame {
    open_form: bool,
    boundary: usize,
}

/// Resolves the (×) cube's groups of one side into balanced brackets.
pub(super) fn resolve_groups(side: Vec<Elem>, settings: &Settings) -> Result<Vec<Tk>, TufError> {
    let mut out: Vec<Tk> = Vec::with_capacity(side.len() + 4);
    let mut frames = vec![Frame {
        open_form: false,
        boundary: 0,
    }];
    let mut last_at = 0;
    for e in side {
        last_at = e.item;
        let Some(cube) = e.cube else {
            // A gap closes the innermost open group, and bounds groups closed later.
            let top_open = frames.last().map(|f| f.open_form).unwrap_or(false);
            if top_open {
                frames.pop();
                out.push(Tk {
                    kind: TkKind::RParen,
                    at: e.item,
                    sup: e.sup,
                    sub: e.sub,
                });
            } else {
                if let Some((at, _)) = e.sup.as_ref().or(e.sub.as_ref()) {
                    return Err(TufError::OrphanScript { position: *at });
                }
                out.push(Tk {
                    kind: TkKind::Gap,
                    at: e.item,
                    sup: None,
                    sub: None,
                });
            }
            if let Some(f) = frames.last_mut() {
                f.boundary = out.len();
            }
            continue;
        };
        let kind = token_kind(&cube, e.item, settings)?;
        // An exponent or subscript may hang on a number, a constant, a group or a function,
        // never on an operator.
        if matches!(
            kind,
            TkKind::Plus | TkKind::Minus | TkKind::Neg | TkKind::Times | TkKind::Divide
        ) {
            if let Some((at, _)) = e.sup.as_ref().or(e.sub.as_ref()) {
                return Err(TufError::OrphanScript { position: *at });
            }
        }
        if let (Some((at, _)), false) = (&e.sup, settings.exponents) {
            return Err(not_in_game(Feature::Exponent, settings, *at));
        }
        match kind {
            TkKind::LParen => {
                out.push(Tk {
                    kind,
                    at: e.item,
                    sup: None,
                    sub: None,
                });
                if let Some((at, _)) = e.sup.as_ref().or(e.sub.as_ref()) {
                    return Err(TufError::OrphanScript { position: *at });
                }
                frames.push(Frame {
                    open_form: true,
                    boundary: out.len(),
                });
            }
            TkKind::RParen => {
                let top_open = frames.last().map(|f| f.open_form).unwrap_or(false);
                if top_open {
                    frames.pop();
                } else {
                    let boundary = frames.last().map(|f| f.boundary).unwrap_or(0);
                    if out[boundary..].iter().all(|t| t.kind == TkKind::Gap) {
                        return Err(TufError::EmptyGroup { position: e.item });
                    }
                    out.insert(
                        boundary,
                        Tk {
                            kind: TkKind::LParen,
                            at: e.item,
                            sup: None,
                            sub: None,
                        },
                    );
                }
                out.push(Tk {
                    kind,
                    at: e.item,
                    sup: e.sup,
                    sub: e.sub,
                });
            }
            _ => out.push(Tk {
                kind,
                at: e.item,
                sup: e.sup,
                sub: e.sub,
            }),
        }
    }
    while let Some(f) = frames.pop() {
        if f.open_form {
            out.push(Tk {
                kind: TkKind::RParen,
                at: last_at,
                sup: None,
                sub: None,
            });
        }
    }
    Ok(out)
}
