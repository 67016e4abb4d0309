//! What explains a hand's new difference from the scoresheet: a penalty never
//! charged, a payment never made, or an amount paid half or twice.
//!
//! The tracing of a difference back to the rulings that explain it is the
//! audit's one piece of search; it stands apart from the settlement and the
//! reports, which only use what it finds.

use crate::replay::ledger::{Payment, Reason};
use crate::replay::{HandVerdict, Verdict};
use crate::rules::seat::{BySeat, Seat};
use crate::words;

/// Where a payment was made: on its line, or at the end (line 0).
fn place(line: usize) -> String {
    words!("audit-place", line = line)
}

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
        return Some(words!(
            "audit-arithmetic-slip",
            hand = hand.number,
            chips = sum.abs(),
            direction = if sum > 0 { "more" } else { "fewer" }
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
            return Some(words!(
                "audit-never-charged",
                code = infraction.kind.code(),
                line = infraction.span.line,
                player = &players[infraction.seat],
                amount = infraction.penalty_each,
                payees = payees.join(", ")
            ));
        }
    }
    // A payment the table never made, or one it made twice.
    for payment in &hand.payments {
        let e = effect(&[payment]);
        let (payer, payee) = (&players[payment.from], &players[payment.to]);
        let (amount, reason) = (payment.amount, payment.reason.phrase());
        if negated(&e) == *new {
            return Some(words!(
                "audit-left-out-payment",
                payer = payer,
                payee = payee,
                amount = amount,
                reason = reason,
                place = place(payment.line)
            ));
        }
        if e == *new {
            return Some(words!(
                "audit-counted-twice-payment",
                payer = payer,
                payee = payee,
                amount = amount,
                reason = reason,
                place = place(payment.line)
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
            let (direction, far) = if spots > 0 {
                ("low", spots)
            } else {
                ("high", -spots)
            };
            let zero = if far == 14 && hand.counts[seat] >= 14 {
                "double-blank"
            } else {
                "other"
            };
            return Some(words!(
                "audit-count-wrong",
                player = &players[seat],
                far = far,
                direction = direction,
                count = hand.counts[seat],
                zero = zero
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
                return Some(words!(
                    "audit-claim-paid",
                    player = &players[infraction.seat],
                    line = infraction.span.line,
                    amount = gain,
                    payer = &players[*payer]
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
            format!(
                ", {}",
                words!("audit-instead-of", code = certain.kind.code())
            )
        });
        return Some(words!(
            "audit-possibly-charged",
            code = infraction.kind.code(),
            line = infraction.span.line,
            player = &players[infraction.seat],
            amount = infraction.penalty_each,
            payees = payees.join(", "),
            instead = instead,
            condition = possible.condition.to_string()
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
            return Some(words!("audit-left-out", what = what));
        }
        if e == *new {
            return Some(words!("audit-counted-twice", what = what));
        }
        if e.map(|_, v| -2 * v) == *new {
            return Some(words!("audit-wrong-way-round", what = what));
        }
    }
    None
}

/// One ruling's payments in words: what, where, and who paid whom.
fn ruling(group: &[&Payment], players: &BySeat<String>) -> String {
    let Some(first) = group.first() else {
        return String::new();
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
        words!(
            "audit-paying",
            payer = &players[first.from],
            payee = &players[first.to],
            amount = first.amount
        )
    } else if same_amount && group.iter().all(|p| p.to == first.to) {
        words!(
            "audit-paying-each",
            payers = names(group.iter().map(|p| p.from).collect()),
            payee = &players[first.to],
            amount = first.amount
        )
    } else if same_amount && group.iter().all(|p| p.from == first.from) {
        words!(
            "audit-paying-to-each",
            payer = &players[first.from],
            amount = first.amount,
            payees = names(group.iter().map(|p| p.to).collect())
        )
    } else {
        words!("audit-payments", count = group.len())
    };
    words!(
        "audit-ruling",
        reason = first.reason.phrase(),
        place = place(first.line),
        who = who
    )
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
        let parts: Vec<String> = found
            .iter()
            .map(|m| {
                words!(
                    "audit-paying-instead",
                    payer = &players[m.payment.from],
                    payee = &players[m.payment.to],
                    paid = m.paid,
                    amount = m.payment.amount
                )
            })
            .collect();
        let same_ruling = found
            .iter()
            .all(|m| m.payment.reason == p.reason && m.payment.line == p.line);
        if same_ruling {
            words!(
                "audit-wrong-amount",
                reason = p.reason.phrase(),
                place = place(p.line),
                parts = parts.join(", ")
            )
        } else {
            let each: Vec<String> = found
                .iter()
                .map(|m| {
                    words!(
                        "audit-paying-instead-for",
                        payer = &players[m.payment.from],
                        payee = &players[m.payment.to],
                        paid = m.paid,
                        amount = m.payment.amount,
                        reason = m.payment.reason.phrase(),
                        place = place(m.payment.line)
                    )
                })
                .collect();
            words!("audit-two-wrong-amounts", each = each.join("; "))
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
