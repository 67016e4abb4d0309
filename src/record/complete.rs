//! Where a tile can go: the legal plays Tab offers the player in turn, and
//! the open ends a tile typed without its place could go to, for the
//! question the recorder asks then.
//!
//! Only tiles the record places with the player are offered: in a record
//! whose tiles are not all seen, a tile he may hold is never named as his.

use crate::rules::game::ArmName;
use crate::rules::layout::{Layout, Placement, Resolution, Timing};
use crate::rules::tile::{Laid, Tile, TileSet};

/// A legal play: the tile, touching end first, and the arm it goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Play {
    /// The tile as it would lie, touching end first.
    pub laid: Laid,
    /// The open end it goes to.
    pub place: Place,
}

/// An open end of the layout: its arm, and the number showing there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The arm.
    pub arm: ArmName,
    /// The number showing at its open end.
    pub open: u8,
}

impl Play {
    /// The play in the recorder's short form: the tile touching end first,
    /// then the arm's letter, as `14 n`.
    #[must_use]
    pub fn short_form(&self) -> String {
        let letter = match self.place.arm {
            ArmName::North => 'n',
            ArmName::East => 'e',
            ArmName::South => 's',
            ArmName::West => 'w',
        };
        format!("{}{} {letter}", self.laid.touching, self.laid.open)
    }
}

/// The open end a placement goes to.
fn place_of(layout: &Layout, placement: Placement) -> Place {
    Place {
        arm: layout.game().arms[placement.arm].name,
        open: layout.arms()[placement.arm].open,
    }
}

/// Every legal play in a regular turn of the tiles `held`, tile by tile in
/// the set's order, each at every open end that takes it in the plan's
/// order of the arms.
#[must_use]
pub fn legal_plays(layout: &Layout, held: TileSet) -> Vec<Play> {
    layout
        .playable(held)
        .iter()
        .flat_map(|tile| {
            layout
                .placements(tile, Timing::Turn)
                .map(|placement| Play {
                    laid: placement.laid,
                    place: place_of(layout, placement),
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The open ends `tile`, typed without its place, could go to with
/// different consequences, when there are two or more; none when it fits
/// one place (or places alike), or none, which the replay then judges.
/// `at_once`: whether it is a double played at once on the set tile.
#[must_use]
pub fn places_to_ask(layout: &Layout, tile: (u8, u8), at_once: bool) -> Vec<Place> {
    let resolution = if at_once {
        layout.resolve_at_once(tile, None)
    } else {
        layout.resolve(tile, None, Timing::Turn)
    };
    match resolution {
        Resolution::Ambiguous(placements) => {
            let mut places: Vec<Place> = Vec::new();
            for placement in placements {
                let place = place_of(layout, placement);
                if !places.contains(&place) {
                    places.push(place);
                }
            }
            places
        }
        _ => Vec::new(),
    }
}

/// Whether `tile` may be laid at once on the set tile: a double.
#[must_use]
pub fn is_double(tile: (u8, u8)) -> bool {
    Tile::new(tile.0, tile.1).is_double()
}

#[cfg(test)]
mod tests {
    use crate::record::{Recording, Started};

    /// Worked example 2 on file, then hand 2 typed: Dirk sets a drawn
    /// [4-5], Bram lays [4-4] at once on its 4 and claims; `more` after.
    fn hand_2(more: &[&str]) -> Recording {
        let text = include_str!("../../fixtures/example-02-wait.yaml");
        let mut recording = Recording::resume(text, &Default::default()).expect("goes on");
        for line in [
            "Anna deal 0-0 0-1 5-2 4-0",
            "Bram deal 4-4 1-1 5-6 6-6",
            "Cees deal 2-2 3-3 2-3 1-4",
            "Dirk deal 1-2 1-3 0-2 5-3",
            "Dirk draw 4-5",
            "Dirk set 4-5",
            "Dirk announce ordinary",
            "Bram play 4-4",
            "Bram claim 4",
        ]
        .iter()
        .chain(more)
        {
            recording.type_line(line).expect("taken");
        }
        recording
    }

    fn short_forms(recording: &Recording) -> Vec<String> {
        let mut plays: Vec<String> = recording
            .legal_plays()
            .iter()
            .map(|p| p.short_form())
            .collect();
        plays.sort();
        plays
    }

    #[test]
    fn the_legal_plays_are_the_tiles_in_hand_that_fit_an_open_end() {
        // Open: west 4 (the [4-4]), east 5. Anna's [0-0] and [0-1] fit
        // neither; [0-4] goes west touching 4, [2-5] east touching 5.
        assert_eq!(short_forms(&hand_2(&[])), ["40 w", "52 e"]);
        // After her [4-0] west is open 0; Bram waits; Cees holds [2-2],
        // [3-3], [2-3], [1-4]: none has a 0 or a 5.
        assert!(short_forms(&hand_2(&["40", "w"])).is_empty());
        // He draws the [0-5]: it goes west on the 0, or turned, east on the 5.
        assert_eq!(
            short_forms(&hand_2(&["40", "w", "Cees draw 0-5"])),
            ["05 w", "50 e"]
        );
    }

    #[test]
    fn no_tile_is_offered_that_the_record_does_not_place_with_the_player() {
        let mut recording = Recording::start(&Started {
            players: ["Anna", "Bram", "Cees", "Dirk"].map(str::to_owned).to_vec(),
            ..Started::default()
        })
        .expect("a session");
        // No deal typed: every player's tiles are unseen. Bram, in turn on
        // an open 1, 2, 6 and 3, may hold a tile that fits; none is his
        // for certain.
        for line in [
            "Anna set 4-4",
            "Anna announce ordinary-cross",
            "41 n",
            "Cees draw 10",
        ] {
            recording.type_line(line).expect("taken");
        }
        for line in ["42 e", "46 s", "43 w"] {
            recording.type_line(line).expect("taken");
        }
        assert_eq!(recording.context().turn, Some(crate::rules::seat::Seat(1)));
        assert!(recording.legal_plays().is_empty());
        // Seen in his hand once he draws it face up: a [1-5] drawn is his.
        // (Two tiles are left after Cees's ten: Bram may not draw; the
        // draw is taken all the same, and judged.)
        recording.type_line("Bram draw 1-5").expect("taken");
        assert_eq!(short_forms(&recording), ["15 n"]);
    }

    #[test]
    fn a_tile_is_asked_where_only_when_it_fits_two_ends_as_written() {
        let seat = crate::rules::seat::Seat(3);
        // West 5 and east 5: the [5-3] fits either end, touching 5.
        let recording = hand_2(&["40", "w", "Cees draw 0-5", "05"]);
        let places = recording.places_to_ask(seat, (5, 3));
        assert_eq!(
            places
                .iter()
                .map(|p| (p.arm.word(), p.open))
                .collect::<Vec<_>>(),
            [("west", 5), ("east", 5)]
        );
        // West 0, east 5: the [0-5] as written touches 0, which only west shows.
        let recording = hand_2(&["40", "w"]);
        assert!(
            recording
                .places_to_ask(crate::rules::seat::Seat(2), (0, 5))
                .is_empty()
        );
    }
}
