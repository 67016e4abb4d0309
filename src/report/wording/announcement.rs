//! An announcement in words, with its options: the game's name, which side
//! comes first, what follows, where the ordinary game goes.

use crate::rules::game::{Announced, Announcement, Axis, Side};

/// The announcement in words, options included.
#[must_use]
pub fn describe_announcement(a: &Announcement) -> String {
    let mut text = format!("{}", a.name);
    let side = |s: &Side| match s {
        Side::Pip(p) => format!("the {p}"),
        Side::Arm(arm) => format!("{arm}"),
    };
    match a.first {
        Some(Announced::HereThenThere { here, there }) => {
            text.push_str(&format!(", first {}", side(&here)));
            if let Some(there) = there {
                text.push_str(&format!(" then {}", side(&there)));
            } else {
                text.push_str(" then the other side");
            }
        }
        Some(Announced::TilesFirst { side: s, tiles }) => {
            text.push_str(&format!(", {tiles} tile(s) on {} first", side(&s)))
        }
        None => {}
    }
    if let Some(then) = a.then {
        text.push_str(&format!(", then {then}"));
    }
    if let Some(s) = a.ordinary_side {
        text.push_str(&format!(", ordinary on {}", side(&s)));
    }
    if let Some(axis) = a.ordinary_axis {
        text.push_str(match axis {
            Axis::NorthSouth => ", ordinary north-south",
            Axis::EastWest => ", ordinary east-west",
        });
    }
    text
}
