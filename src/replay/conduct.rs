//! Conduct at the table: advice from a player who is out, tiles hidden from
//! or shown to the others.

use super::*;

impl HandReplay<'_> {
    #[cold]
    pub(super) fn conduct(&mut self, event: &Event, conduct: Conduct) {
        let seat = event.seat;
        let player = self.player(seat);
        let (kind, what) = match conduct {
            Conduct::Advice if self.table.out.contains(seat) => {
                (InfractionKind::Advice, Finding::Advice { player })
            }
            Conduct::Advice => {
                self.note(self.span(event), Finding::AdviceWhileIn { player });
                return;
            }
            Conduct::CoveredTiles => (
                InfractionKind::CoveredTiles,
                Finding::CoveredTiles { player },
            ),
            Conduct::ExposedTiles => (
                InfractionKind::ExposedTiles,
                Finding::ExposedTiles { player },
            ),
        };
        self.penalize(kind, seat, self.span(event), what, None);
    }
}
