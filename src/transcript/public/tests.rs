//! The public record of small transcripts, each written out in full: what
//! changes, what stays, and where `shown` goes.

use super::*;

/// The public record's text of `source`, which must be readable.
fn public(source: &str) -> String {
    public_record(source).expect("the transcript reads").text
}

const SEATED: &str = "session: {players: [Anna, Bram, Cees]}\nhands:\n";

#[test]
fn a_deal_and_draws_in_brackets_become_counts_and_the_tiles_held_are_shown() {
    let source = format!(
        "{SEATED}  - deal: {{Anna: [6-6, 5-4], Bram: [2-2, 6-1], Cees: [4-4, 2-1]}}
    events:
      - {{by: Anna, set: 6-6}}
      - {{by: Anna, announce: 1}}
      - {{by: Bram, draw: [1-0, 3-3]}}  # two
      - {{by: Bram, play: 6-1}}
      - {{by: Cees, draw: 0-4}}
    scoresheet: {{Anna: 500, Bram: 500, Cees: 500}}
"
    );
    let expected = format!(
        "{SEATED}  - deal: {{Anna: 2, Bram: 2, Cees: 2}}
    events:
      - {{by: Anna, set: 6-6}}
      - {{by: Anna, announce: 1}}
      - {{by: Bram, draw: 2}}  # two
      - {{by: Bram, play: 6-1}}
      - {{by: Cees, draw: 1}}
    shown: {{Anna: [5-4], Bram: [2-2, 1-0, 3-3], Cees: [4-4, 2-1, 4-0]}}
    scoresheet: {{Anna: 500, Bram: 500, Cees: 500}}
"
    );
    assert_eq!(public(&source), expected);
}

#[test]
fn lists_in_block_style_become_counts_on_their_keys_line_and_a_comment_between_stays() {
    let source = "session:
  players: [Anna, Bram, Cees]
hands:
  - deal:
      Anna:
        - 6-6
        - 5-4
      Bram: [2-2, 6-1]
      Cees:   # dealt
        - 4-4
        - 2-1
    events:
      - by: Anna
        set: 6-6
      - by: Bram
        draw:
          - 1-0
          - 3-3
      - by: Bram
        play: 6-1
  - deal: {Anna: [1-1], Bram: [2-2], Cees: [3-3]}
    events: []
";
    let expected = "session:
  players: [Anna, Bram, Cees]
hands:
  - deal:
      Anna: 2
      Bram: 2
      Cees:   # dealt
        2
    events:
      - by: Anna
        set: 6-6
      - by: Bram
        draw: 2
      - by: Bram
        play: 6-1
    shown: {Anna: [5-4], Bram: [2-2, 1-0, 3-3], Cees: [4-4, 2-1]}
  - deal: {Anna: 1, Bram: 1, Cees: 1}
    events: []
    shown: {Anna: [1-1], Bram: [2-2], Cees: [3-3]}
";
    assert_eq!(public(source), expected);
}

#[test]
fn a_hand_in_brackets_takes_shown_after_its_events() {
    let source = format!(
        "{SEATED}  - {{deal: {{Anna: [6-6, 5-4], Bram: [2-2], Cees: [4-4]}}, events: [{{by: Anna, set: 6-6}}, {{by: Bram, draw: [1-0]}}]}}
"
    );
    let expected = format!(
        "{SEATED}  - {{deal: {{Anna: 2, Bram: 1, Cees: 1}}, events: [{{by: Anna, set: 6-6}}, {{by: Bram, draw: 1}}], shown: {{Anna: [5-4], Bram: [2-2, 1-0], Cees: [4-4]}}}}
"
    );
    assert_eq!(public(&source), expected);
}

#[test]
fn the_tile_a_setter_draws_and_sets_is_seen_and_only_that_tile() {
    // Bram, on set with no double, draws [5-4] and sets it: the table sees it.
    // Cees, short by one and without a double, makes up his deal and draws
    // to set in one draw: only the tile set is turned up. Anna draws before
    // the set and sets a tile of her own: her draw is not seen.
    let source = format!(
        "{SEATED}  - deal: {{Anna: [6-6], Bram: [6-1], Cees: [2-1]}}
    events:
      - {{by: Bram, draw: 5-4}}
      - {{by: Bram, set: 5-4}}
  - deal: {{Anna: [6-6], Bram: [6-1], Cees: [2-1]}}
    events:
      - {{by: Cees, draw: [3-1, '5-4']}}
      - {{by: Cees, set: 4-5}}
      - {{by: Anna, draw: [0-0]}}
  - deal: {{Anna: [6-6], Bram: [6-1], Cees: [2-1]}}
    events:
      - {{by: Anna, draw: [5-4]}}
      - {{by: Anna, set: 6-6}}
"
    );
    let expected = format!(
        "{SEATED}  - deal: {{Anna: 1, Bram: 1, Cees: 1}}
    events:
      - {{by: Bram, draw: 5-4}}
      - {{by: Bram, set: 5-4}}
    shown: {{Anna: [6-6], Bram: [6-1], Cees: [2-1]}}
  - deal: {{Anna: 1, Bram: 1, Cees: 1}}
    events:
      - {{by: Cees, draw: [?-?, '5-4']}}
      - {{by: Cees, set: 4-5}}
      - {{by: Anna, draw: 1}}
    shown: {{Anna: [6-6, 0-0], Bram: [6-1], Cees: [2-1, 3-1]}}
  - deal: {{Anna: 1, Bram: 1, Cees: 1}}
    events:
      - {{by: Anna, draw: 1}}
      - {{by: Anna, set: 6-6}}
    shown: {{Anna: [5-4], Bram: [6-1], Cees: [2-1]}}
"
    );
    assert_eq!(public(&source), expected);
}

#[test]
fn a_return_becomes_a_count_and_its_tiles_are_not_shown() {
    let source = format!(
        "{SEATED}  - deal: {{Anna: [6-6, 5-5, 4-4], Bram: [6-1], Cees: [2-1]}}
    events:
      - {{by: Anna, return: [5-5, 4-4]}}
      - {{by: Bram, return: 6-1}}
      - {{by: Anna, set: 6-6}}
"
    );
    let expected = format!(
        "{SEATED}  - deal: {{Anna: 3, Bram: 1, Cees: 1}}
    events:
      - {{by: Anna, return: 2}}
      - {{by: Bram, return: 1}}
      - {{by: Anna, set: 6-6}}
    shown: {{Cees: [2-1]}}
"
    );
    assert_eq!(public(&source), expected);
}

#[test]
fn a_tile_taken_back_is_held_again_in_the_place_it_was_taken() {
    let source = format!(
        "{SEATED}  - deal: {{Anna: [6-6, 4-4], Bram: [6-3, 6-1, 2-2], Cees: [6-4]}}
    events:
      - {{by: Anna, set: 6-6}}
      - {{by: Bram, play: 6-3}}
      - {{by: Bram, takeback: 3-6}}
      - {{by: Bram, play: 6-1}}
"
    );
    let expected = format!(
        "{SEATED}  - deal: {{Anna: 2, Bram: 3, Cees: 1}}
    events:
      - {{by: Anna, set: 6-6}}
      - {{by: Bram, play: 6-3}}
      - {{by: Bram, takeback: 3-6}}
      - {{by: Bram, play: 6-1}}
    shown: {{Anna: [4-4], Bram: [6-3, 2-2], Cees: [6-4]}}
"
    );
    assert_eq!(public(&source), expected);
}

#[test]
fn a_player_out_is_left_out_of_shown_and_a_hand_where_all_are_out_has_none() {
    let source = format!(
        "{SEATED}  - deal: {{Anna: [6-6, 6-5], Bram: [5-5], Cees: [6-4]}}
    events:
      - {{by: Anna, set: 6-6}}
      - {{by: Bram, play: 5-5}}
      - {{by: Cees, play: 6-4}}
  - deal: {{Anna: [6-6], Bram: [6-5], Cees: [6-4]}}
    events:
      - {{by: Anna, set: 6-6}}
      - {{by: Bram, play: 6-5}}
      - {{by: Cees, play: 6-4}}
    scoresheet: {{Anna: 500, Bram: 500, Cees: 500}}
"
    );
    let expected = format!(
        "{SEATED}  - deal: {{Anna: 2, Bram: 1, Cees: 1}}
    events:
      - {{by: Anna, set: 6-6}}
      - {{by: Bram, play: 5-5}}
      - {{by: Cees, play: 6-4}}
    shown: {{Anna: [6-5]}}
  - deal: {{Anna: 1, Bram: 1, Cees: 1}}
    events:
      - {{by: Anna, set: 6-6}}
      - {{by: Bram, play: 6-5}}
      - {{by: Cees, play: 6-4}}
    scoresheet: {{Anna: 500, Bram: 500, Cees: 500}}
"
    );
    assert_eq!(public(&source), expected);
}

#[test]
fn a_hand_that_cannot_be_read_is_copied_as_it_is_and_said() {
    let broken = "  - deal: {Anna: [6-6, 5-4], Bram: [6-6], Cees: [4-4]}
    events:
      - {by: Anna, set: 6-6}
";
    let source = format!(
        "{SEATED}{broken}  - deal: {{Anna: [6-6], Bram: [5-5], Cees: [4-4]}}
    events: [{{by: Anna, set: 6-6}}]
"
    );
    let record = public_record(&source).expect("the session reads");
    let expected = format!(
        "{SEATED}{broken}  - deal: {{Anna: 1, Bram: 1, Cees: 1}}
    events: [{{by: Anna, set: 6-6}}]
    shown: {{Bram: [5-5], Cees: [4-4]}}
"
    );
    assert_eq!(record.text, expected);
    let copied: Vec<usize> = record.copied.iter().map(|hand| hand.number).collect();
    assert_eq!(copied, [1]);
    assert_eq!(record.copied[0].problems[0].kind, ProblemKind::TileTwice);
}

#[test]
fn tiles_under_an_anchor_are_not_rewritten_and_the_hand_is_copied() {
    let source = format!(
        "{SEATED}  - deal: {{Anna: &dealt [6-6, 5-4], Bram: [6-1], Cees: [4-4]}}
    events:
      - {{by: Anna, set: 6-6}}
"
    );
    let record = public_record(&source).expect("the session reads");
    assert_eq!(record.text, source);
    assert_eq!(record.copied.len(), 1);
    assert_eq!(record.copied[0].problems[0].kind, ProblemKind::Yaml);
}

#[test]
fn a_transcript_that_cannot_be_read_gives_its_problems() {
    let problems = public_record("session: [unclosed").expect_err("not a transcript");
    assert_eq!(problems[0].kind, ProblemKind::Yaml);
    let problems = public_record(
        "session: {players: [Anna, Anna, Cees]}\nhands:\n  - deal: {}\n    events: []\n",
    )
    .expect_err("a player seated twice");
    assert_eq!(problems[0].kind, ProblemKind::Players);
}

#[test]
fn shown_names_a_player_as_yaml_reads_his_name_back() {
    let source = "session: {players: ['Jan: de Vries', Bram, \"null\"]}
hands:
  - deal: {'Jan: de Vries': [6-6, 1-0], Bram: [2-2], \"null\": [3-3]}
    events:
      - {by: 'Jan: de Vries', set: 6-6}
";
    let expected = "session: {players: ['Jan: de Vries', Bram, \"null\"]}
hands:
  - deal: {'Jan: de Vries': 2, Bram: 1, \"null\": 1}
    events:
      - {by: 'Jan: de Vries', set: 6-6}
    shown: {\"Jan: de Vries\": [1-0], Bram: [2-2], \"null\": [3-3]}
";
    assert_eq!(public(source), expected);
}

#[test]
fn line_ends_of_a_text_written_with_crlf_are_kept() {
    let source = format!(
        "{SEATED}  - deal: {{Anna: [6-6, 5-4], Bram: [2-2], Cees: [4-4]}}
    events:
      - {{by: Anna, set: 6-6}}
    scoresheet: {{Anna: 500, Bram: 500, Cees: 500}}
"
    )
    .replace('\n', "\r\n");
    let expected = format!(
        "{SEATED}  - deal: {{Anna: 2, Bram: 1, Cees: 1}}
    events:
      - {{by: Anna, set: 6-6}}
    shown: {{Anna: [5-4], Bram: [2-2], Cees: [4-4]}}
    scoresheet: {{Anna: 500, Bram: 500, Cees: 500}}
"
    )
    .replace('\n', "\r\n");
    assert_eq!(public(&source), expected);
}

#[test]
fn the_last_hand_at_the_end_of_a_text_without_a_last_line_break_takes_shown() {
    let source = format!(
        "{SEATED}  - deal: {{Anna: [6-6, 5-4], Bram: [2-2], Cees: [4-4]}}
    events:
      - {{by: Anna, set: 6-6}}  # set"
    );
    let expected = format!(
        "{SEATED}  - deal: {{Anna: 2, Bram: 1, Cees: 1}}
    events:
      - {{by: Anna, set: 6-6}}  # set
    shown: {{Anna: [5-4], Bram: [2-2], Cees: [4-4]}}"
    );
    assert_eq!(public(&source), expected);
}
