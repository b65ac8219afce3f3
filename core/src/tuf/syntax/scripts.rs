//! Scripts: the cubes raised (exponents) or lowered (subscripts: bases and log bases) after a
//! cube, carried by the element they hang on.

use super::*;

#[derive(Debug, Clone)]
pub(super) struct Elem {
    pub(super) item: usize,
    pub(super) cube: Option<PlacedCube>,
    pub(super) sup: Option<(usize, Vec<Elem>)>,
    pub(super) sub: Option<(usize, Vec<Elem>)>,
}

/// Groups the layout's items by script: each element carries its exponent and subscript runs.
pub(super) fn elements(
    items: &[Item],
    start: usize,
    end: usize,
    prefix: Script,
) -> Result<Vec<Elem>, TufError> {
    let mut out: Vec<Elem> = Vec::new();
    let mut i = start;
    while i < end {
        let script = items[i].script();
        if script == prefix {
            out.push(Elem {
                item: i,
                cube: match items[i] {
                    Item::Cube(c) => Some(c),
                    Item::Gap(_) => None,
                },
                sup: None,
                sub: None,
            });
            i += 1;
            continue;
        }
        let shift = script.shift_at(prefix.depth()).unwrap_or(Shift::Up);
        let child = prefix
            .push(shift)
            .ok_or(TufError::OrphanScript { position: i })?;
        let mut j = i;
        while j < end && items[j].script().starts_with(child) {
            j += 1;
        }
        if j == i {
            return Err(TufError::OrphanScript { position: i });
        }
        let inner = elements(items, i, j, child)?;
        let owner = out
            .last_mut()
            .ok_or(TufError::OrphanScript { position: i })?;
        let slot = match shift {
            Shift::Up => &mut owner.sup,
            Shift::Down => &mut owner.sub,
        };
        if slot.is_some() {
            return Err(TufError::OrphanScript { position: i });
        }
        *slot = Some((i, inner));
        i = j;
    }
    Ok(out)
}
