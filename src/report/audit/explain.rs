//! What explains a hand's new difference from the scoresheet: a penalty never
//! charged, a payment never made, or an amount paid half or twice.
//!
//! The tracing of a difference back to the rulings that explain it is the
//! audit's one piece of search; it stands apart from the settlement and the
//! reports, which only use what it finds.

use crate::replay::ledger::{Payment, Reason};
use crate::replay::{HandVerdict, Verdict};
use crate::rules::seat::{BySeat, Seat};

/// The payments of one infraction's penalty.
fn penalty_payments<'a>(
    hand: &'a HandVerdict,
    infraction: &crate::replay::Infraction,
) -> Vec<&'a Payment> {
    hand.payments
        .iter()
        .filter(|p| {
            p.reason == Reason::Penalty(infraction.kind)
                && p.from == infraction.seat
                && p.line == infraction.span.line
        })
        .collect()
}

/// Looks for the payments whose absence (or the slip) accounts for `new`.
pub(super) fn explain(hand: &HandVerdict, new: &BySeat<i64>, verdict: &Verdict) -> Option<String> {
    if new.values().all(|d| *d == 0) {
        return None;
    }
    let players = &verdict.players;
    let sum: i64 = new.values().sum();
    if sum != 0 {
        let more_less = if sum > 0 { "more" } else { "fewer" };
        return Some(format!(
            "an arithmetic slip: the table's figures for hand {} add up to {} chips {more_less} than the players hold",
            hand.number,
            sum.abs()
        ));
    }
    let effect = |payments: &[&Payment]| -> BySeat<i64> {
        let mut e = BySeat::from_fn(players.len(), |_| 0);
        for p in payments {
            e[p.from] -= p.amount;
            e[p.to] += p.amount;
        }
        e
    };
    let negated = |e: &BySeat<i64>| e.map(|_, v| -v);
    // A possible infraction the table charged, which the record does not make
    // certain: no slip of the table's, but a ruling the rules leave open.
    if let Some(why) = possibly_charged(hand, new, verdict) {
        return Some(why);
    }
    // A penalty the table never charged: all of one infraction's payments missing.
    for infraction in &hand.infractions {
        let group = penalty_payments(hand, infraction);
        if !group.is_empty() && negated(&effect(&group)) == *new {
            let payees: Vec<&str> = infraction
                .payees
                .iter()
                .map(|s| players[*s].as_str())
                .collect();
            return Some(format!(
                "the table never charged the {} penalty on line {} ({} pays {} to each of {})",
                infraction.kind.code(),
                infraction.span.line,
                players[infraction.seat],
                infraction.penalty_each,
                payees.join(", ")
            ));
        }
    }
    // A payment the table never made, or one it made twice.
    for payment in &hand.payments {
        let e = effect(&[payment]);
        let place = if payment.line == 0 {
            "at the end".to_owned()
        } else {
            format!("on line {}", payment.line)
        };
        if negated(&e) == *new {
            return Some(format!(
                "the table left out {} paying {} {} for {} {place}",
                players[payment.from],
                players[payment.to],
                payment.amount,
                payment.reason.phrase()
            ));
        }
        if e == *new {
            return Some(format!(
                "the table counted {} paying {} {} for {} {place} twice",
                players[payment.from],
                players[payment.to],
                payment.amount,
                payment.reason.phrase()
            ));
        }
    }
    // All the payments of one ruling together (a nos, a set, a block, the count at
    // the end): left out, counted twice, or paid the wrong way round.
    let mut rulings: Vec<(Reason, usize)> = Vec::new();
    for payment in &hand.payments {
        let key = (payment.reason, payment.line);
        if !matches!(payment.reason, Reason::Penalty(_)) && !rulings.contains(&key) {
            rulings.push(key);
        }
    }
    // The count at the end is tried last, after a slip of one player's count.
    let (count, rest): (Vec<_>, Vec<_>) = rulings
        .into_iter()
        .partition(|(reason, _)| *reason == Reason::Count);
    if let Some(found) = traced_ruling(hand, &rest, new, players) {
        return Some(found);
    }
    // Payments made at the wrong amount: all the payments of one ruling, or two
    // payments of any rulings.
    if let Some(why) = wrong_amounts(hand, new, verdict) {
        return Some(why);
    }
    // One player's count taken wrong at the end: he gains (or loses) the same
    // against every other player in the hand.
    let in_hand: Vec<Seat> = players.seats().filter(|s| hand.present[*s]).collect();
    let opponents = i64::try_from(in_hand.len()).unwrap_or(1) - 1;
    for &seat in &in_hand {
        let spots = new[seat] / opponents.max(1);
        if spots != 0
            && new[seat] == spots * opponents
            && in_hand.iter().all(|s| *s == seat || new[*s] == -spots)
            && players.seats().all(|s| hand.present[s] || new[s] == 0)
        {
            let (word, far) = if spots > 0 {
                ("low", spots)
            } else {
                ("high", -spots)
            };
            let zero = if far == 14 && hand.counts[seat] >= 14 {
                ", as when [0-0] is counted 0 instead of 14"
            } else {
                ""
            };
            return Some(format!(
                "the table took {}'s count at the end {far} too {word} (the rules count {}){zero}",
                players[seat], hand.counts[seat]
            ));
        }
    }
    if let Some(found) = traced_ruling(hand, &count, new, players) {
        return Some(found);
    }
    // A claim paid although the referee judged it not owed: the table paid the claimant
    // instead of charging him the penalty.
    for infraction in hand
        .infractions
        .iter()
        .filter(|i| i.kind == crate::rules::infraction::InfractionKind::WrongClaim)
    {
        let group = penalty_payments(hand, infraction);
        let mut uncharged = negated(&effect(&group));
        let gain = new[infraction.seat] - uncharged[infraction.seat];
        if gain > 0 {
            uncharged[infraction.seat] += gain;
            let others: Vec<Seat> = new
                .iter()
                .filter(|(s, d)| **d != uncharged[*s] && *s != infraction.seat)
                .map(|(s, _)| s)
                .collect();
            if let [payer] = others.as_slice()
                && new[*payer] - uncharged[*payer] == -gain
            {
                return Some(format!(
                    "the table paid {}'s claim on line {} ({} from {}), which was not owed, instead of charging the penalty",
                    players[infraction.seat], infraction.span.line, gain, players[*payer]
                ));
            }
        }
    }
    None
}

/// What each player gains (positive) or loses by `payments`.
fn effect_of<'a>(players: usize, payments: impl IntoIterator<Item = &'a Payment>) -> BySeat<i64> {
    let mut e = BySeat::from_fn(players, |_| 0);
    for p in payments {
        e[p.from] -= p.amount;
        e[p.to] += p.amount;
    }
    e
}

/// A possible infraction (one that holds in some ways the unseen tiles of a
/// public record could have lain, and is not charged) whose chips are `new`
/// exactly: the table charged it, on its own or instead of the certain
/// infraction the rules charge at the same event (the 80 for a pass while
/// able instead of the 40 for passing with tiles left to draw).
fn possibly_charged(hand: &HandVerdict, new: &BySeat<i64>, verdict: &Verdict) -> Option<String> {
    let players = &verdict.players;
    for possible in &hand.possible {
        let infraction = &possible.infraction;
        // Where it would replace the certain penalty at the same event, its
        // payments are already what it adds to that penalty.
        if effect_of(players.len(), &possible.payments) != *new {
            continue;
        }
        let replaced = (possible.instead_of > 0)
            .then(|| {
                hand.infractions.iter().find(|certain| {
                    certain.seat == infraction.seat && certain.span.line == infraction.span.line
                })
            })
            .flatten();
        let payees: Vec<&str> = infraction
            .payees
            .iter()
            .map(|s| players[*s].as_str())
            .collect();
        let instead = replaced.map_or_else(String::new, |certain| {
            format!(", instead of the {} charged there", certain.kind.code())
        });
        return Some(format!(
            "the table may have charged the possible {} on line {} ({} pays {} to each of {}){instead}: it holds only if {}, which the record leaves open, so the rules charge nothing for it",
            infraction.kind.code(),
            infraction.span.line,
            players[infraction.seat],
            infraction.penalty_each,
            payees.join(", "),
            possible.condition
        ));
    }
    None
}

/// The ruling among `rulings` (a reason and its line) whose payments, left
/// out, counted twice or paid the wrong way round, account for `new`.
fn traced_ruling(
    hand: &HandVerdict,
    rulings: &[(Reason, usize)],
    new: &BySeat<i64>,
    players: &BySeat<String>,
) -> Option<String> {
    for &(reason, line) in rulings {
        let group: Vec<&Payment> = hand
            .payments
            .iter()
            .filter(|p| p.reason == reason && p.line == line)
            .collect();
        let mut e = BySeat::from_fn(players.len(), |_| 0);
        for p in &group {
            e[p.from] -= p.amount;
            e[p.to] += p.amount;
        }
        let what = ruling(&group, players);
        if e.map(|_, v| -v) == *new {
            return Some(format!("the table left out {what}"));
        }
        if e == *new {
            return Some(format!("the table counted {what} twice"));
        }
        if e.map(|_, v| -2 * v) == *new {
            return Some(format!("the table paid {what} the wrong way round"));
        }
    }
    None
}

/// One ruling's payments in words: what, where, and who paid whom.
fn ruling(group: &[&Payment], players: &BySeat<String>) -> String {
    let Some(first) = group.first() else {
        return String::new();
    };
    let place = if first.line == 0 {
        "at the end".to_owned()
    } else {
        format!("on line {}", first.line)
    };
    let same_amount = group.iter().all(|p| p.amount == first.amount);
    let names = |seats: Vec<Seat>| {
        seats
            .iter()
            .map(|s| players[*s].as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let who = if group.len() == 1 {
        format!(
            "{} paying {} {}",
            players[first.from], players[first.to], first.amount
        )
    } else if same_amount && group.iter().all(|p| p.to == first.to) {
        format!(
            "{} paying {} {} each",
            names(group.iter().map(|p| p.from).collect()),
            players[first.to],
            first.amount
        )
    } else if same_amount && group.iter().all(|p| p.from == first.from) {
        format!(
            "{} paying {} to each of {}",
            players[first.from],
            first.amount,
            names(group.iter().map(|p| p.to).collect())
        )
    } else {
        format!("{} payments", group.len())
    };
    format!("the {} {place} ({who})", first.reason.phrase())
}

/// One payment as the table made it: who paid whom, what the rules owe, and what
/// the table's figures show was paid.
struct Misjudged<'a> {
    payment: &'a Payment,
    paid: i64,
}

/// Finds payments that the table made at half or twice the amount the rules owe
/// (the doubled rate of a drawn double missed or wrongly applied, a figure
/// halved) and that account for `new` exactly: every payment of one ruling (the
/// same reason on the same line, from one payer or to one payee) at the same
/// wrong amount; else exactly one pair of payments. Other wrong amounts are
/// left untraced: with several payments in a hand, too many combinations would
/// fit.
fn wrong_amounts(hand: &HandVerdict, new: &BySeat<i64>, verdict: &Verdict) -> Option<String> {
    let players = &verdict.players;
    let seats: Vec<Seat> = players.seats().collect();
    // For a set of payments each paid `amount - short`, what the table's
    // figures would differ by.
    let differs_by = |parts: &[(&Payment, i64)]| -> BySeat<i64> {
        let mut d = BySeat::from_fn(players.len(), |_| 0);
        for (p, short) in parts {
            d[p.from] += short;
            d[p.to] -= short;
        }
        d
    };
    let describe = |found: &[Misjudged]| -> String {
        let Some(first) = found.first() else {
            return String::new();
        };
        let p = first.payment;
        let place = if p.line == 0 {
            "at the end".to_owned()
        } else {
            format!("on line {}", p.line)
        };
        let parts: Vec<String> = found
            .iter()
            .map(|m| {
                format!(
                    "{} paying {} {} instead of {}",
                    players[m.payment.from], players[m.payment.to], m.paid, m.payment.amount
                )
            })
            .collect();
        let same_ruling = found
            .iter()
            .all(|m| m.payment.reason == p.reason && m.payment.line == p.line);
        if same_ruling {
            format!(
                "the table paid {} {place} at the wrong amount: {}",
                p.reason.phrase(),
                parts.join(", ")
            )
        } else {
            let each: Vec<String> = found
                .iter()
                .map(|m| {
                    let place = if m.payment.line == 0 {
                        "at the end".to_owned()
                    } else {
                        format!("on line {}", m.payment.line)
                    };
                    format!(
                        "{} paying {} {} instead of {} for {} {place}",
                        players[m.payment.from],
                        players[m.payment.to],
                        m.paid,
                        m.payment.amount,
                        m.payment.reason.phrase()
                    )
                })
                .collect();
            format!(
                "the table made two payments at the wrong amount: {}",
                each.join("; ")
            )
        }
    };
    // One ruling's payments, star-shaped: each payment's shortfall shows at the
    // seat only it touches.
    let mut groups: Vec<Vec<&Payment>> = Vec::new();
    for p in &hand.payments {
        match groups
            .iter_mut()
            .find(|g| g[0].reason == p.reason && g[0].line == p.line)
        {
            Some(group) => group.push(p),
            None => groups.push(vec![p]),
        }
    }
    for group in &groups {
        for (hub_is_payee, hub) in [(true, group[0].to), (false, group[0].from)] {
            let star: Vec<&Payment> = group
                .iter()
                .copied()
                .filter(|p| {
                    if hub_is_payee {
                        p.to == hub
                    } else {
                        p.from == hub
                    }
                })
                .collect();
            let mut rim: Vec<Seat> = star
                .iter()
                .map(|p| if hub_is_payee { p.from } else { p.to })
                .collect();
            rim.sort();
            rim.dedup();
            if star.len() < 2 || rim.len() != star.len() {
                continue;
            }
            let parts: Vec<(&Payment, i64)> = star
                .iter()
                .map(|p| {
                    let short = if hub_is_payee {
                        new[p.from]
                    } else {
                        -new[p.to]
                    };
                    (*p, short)
                })
                .collect();
            // The whole ruling at one wrong amount, as a table paying it at the
            // wrong rate does: every payment of the star at the same figure.
            let paid: Vec<i64> = parts.iter().map(|(p, short)| p.amount - short).collect();
            let uniform = paid.windows(2).all(|w| w[0] == w[1])
                && parts.iter().all(|(p, _)| p.amount == parts[0].0.amount);
            let sensible = slip(parts[0].0.amount, paid[0]);
            if uniform && sensible && differs_by(&parts) == *new {
                let found: Vec<Misjudged> = parts
                    .iter()
                    .map(|(p, short)| Misjudged {
                        payment: p,
                        paid: p.amount - short,
                    })
                    .collect();
                return Some(describe(&found));
            }
        }
    }
    // A pair of payments: each one's shortfall read at a seat the other does not touch.
    let touches = |p: &Payment, s: Seat| p.from == s || p.to == s;
    let mut fits: Vec<[Misjudged; 2]> = Vec::new();
    for (i, p) in hand.payments.iter().enumerate() {
        for q in &hand.payments[i + 1..] {
            let shortfall = |a: &Payment, b: &Payment| {
                seats
                    .iter()
                    .find(|&&s| touches(a, s) && !touches(b, s))
                    .map(|&s| if s == a.from { new[s] } else { -new[s] })
            };
            let (Some(sp), Some(sq)) = (shortfall(p, q), shortfall(q, p)) else {
                continue;
            };
            if !slip(p.amount, p.amount - sp) || !slip(q.amount, q.amount - sq) {
                continue;
            }
            if differs_by(&[(p, sp), (q, sq)]) == *new {
                fits.push([
                    Misjudged {
                        payment: p,
                        paid: p.amount - sp,
                    },
                    Misjudged {
                        payment: q,
                        paid: q.amount - sq,
                    },
                ]);
            }
        }
    }
    match fits.as_slice() {
        [one] => Some(describe(one)),
        _ => None,
    }
}

/// Whether paying `paid` where `owed` is due is the slip the audit traces: half or twice.
const fn slip(owed: i64, paid: i64) -> bool {
    paid > 0 && (paid * 2 == owed || paid == owed * 2)
}
