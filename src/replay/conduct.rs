//! Conduct at the table: advice from a player who is out, tiles hidden from
//! or shown to the others.

use super::*;

impl HandReplay<'_> {
    pub(super) fn conduct(&mut self, event: &Event, conduct: Conduct) {
        let seat = event.seat;
        let (kind, what) = match conduct {
            Conduct::Advice if self.table.out[seat] => (
                InfractionKind::Advice,
                format!("{}, who is out, gives advice on the play", self.name(seat)),
            ),
            Conduct::Advice => {
                let text = format!(
                    "{} gives advice while still in the hand: the rules forbid it only to players who are out",
                    self.name(seat)
                );
                self.note(event.span, text);
                return;
            }
            Conduct::CoveredTiles => (
                InfractionKind::CoveredTiles,
                format!("{} covers tiles from the opponents' view", self.name(seat)),
            ),
            Conduct::ExposedTiles => (
                InfractionKind::ExposedTiles,
                format!("{} lays tiles face up on the table", self.name(seat)),
            ),
        };
        self.penalize(kind, seat, event.span, what, None);
    }
}
