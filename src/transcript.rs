//! The transcript as typed by a scorekeeper: the raw YAML model with source spans.
//!
//! These types mirror the YAML exactly and accept anything YAML-shaped that a
//! person might plausibly have meant (a tile typed as `53`, a player's name with a
//! typo), so that [`crate::session`] can explain every mistake at its place instead
//! of stopping at the first. The JSON Schema in `schemas/` is derived from them.

use std::borrow::Cow;
use std::cell::Cell;
use std::fmt;
use std::marker::PhantomData;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::problem::Problem;

mod events;
pub use events::Kept;

/// A place in the transcript's text.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Span {
    /// Byte offset of the first character.
    pub offset: usize,
    /// Length in bytes.
    pub len: usize,
    /// Line, counted from 1.
    pub line: usize,
    /// Column, counted from 1.
    pub column: usize,
}

impl From<Span> for miette::SourceSpan {
    fn from(span: Span) -> Self {
        (span.offset, span.len).into()
    }
}

/// A value with the place in the transcript it came from.
#[derive(Clone, Debug)]
pub struct Located<T> {
    /// The value.
    pub value: T,
    /// Where it stands.
    pub span: Span,
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Located<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let spanned = serde_saphyr::Spanned::<T>::deserialize(deserializer)?;
        let location = spanned.referenced;
        let span = location.span();
        let to_usize = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
        let origin = ORIGIN.with(Cell::get);
        let (line, column) = origin.place(to_usize(location.line()), to_usize(location.column()));
        Ok(Located {
            value: spanned.value,
            span: Span {
                offset: origin.offset + span.byte_offset().map_or(0, to_usize),
                len: span.byte_len().map_or(0, to_usize),
                line,
                column,
            },
        })
    }
}

/// Where the text a value is read from stands in the whole transcript.
///
/// A hand is read from a text of its own: its lines as they stand, with
/// everything on its first line before it blanked out byte for byte, so that
/// indentation reads as in the file and a byte offset in the text plus
/// `offset` is the offset in the file. Lines are counted from `line + 1`; on
/// the first line, `padding` bytes of blanks stand for the characters before
/// the value, which starts in column `column`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Origin {
    /// The file offset of the text's first byte.
    pub(crate) offset: usize,
    /// The lines of the file before the text.
    pub(crate) line: usize,
    /// The blanks before the value on the text's first line.
    pub(crate) padding: usize,
    /// The value's column in the file.
    pub(crate) column: usize,
}

impl Origin {
    /// The whole file read as it is.
    const FILE: Origin = Origin {
        offset: 0,
        line: 0,
        padding: 0,
        column: 1,
    };

    /// A line and column in the text (from 1) as a line and column in the file.
    pub(crate) fn place(self, line: usize, column: usize) -> (usize, usize) {
        if line <= 1 {
            let past = column.saturating_sub(self.padding + 1);
            (self.line + 1, self.column + past)
        } else {
            (self.line + line, column)
        }
    }
}

thread_local! {
    /// The origin of the text being read on this thread (see [`read_at`]).
    static ORIGIN: Cell<Origin> = const { Cell::new(Origin::FILE) };
}

impl<T: JsonSchema> JsonSchema for Located<T> {
    fn inline_schema() -> bool {
        T::inline_schema()
    }
    fn schema_name() -> Cow<'static, str> {
        T::schema_name()
    }
    fn schema_id() -> Cow<'static, str> {
        T::schema_id()
    }
    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        T::json_schema(generator)
    }
}

/// A YAML scalar read as text whatever its YAML type, so that `53` or `7` can be
/// explained as a tile or an arm instead of failing as "expected a string".
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Scalar(pub String);

impl<'de> Deserialize<'de> for Scalar {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ScalarVisitor;
        impl Visitor<'_> for ScalarVisitor {
            type Value = Scalar;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a single value such as `5-3`, `4` or `west`")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Scalar, E> {
                Ok(Scalar(v.to_owned()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
        }
        deserializer.deserialize_any(ScalarVisitor)
    }
}

/// A tile as typed: `a-b`, touching end first where it is played.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(transparent)]
pub struct TileText(pub Scalar);

impl JsonSchema for TileText {
    fn schema_name() -> Cow<'static, str> {
        "Tile".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "pattern": "^[0-6]-[0-6]$",
            "description": "A tile, two ends from 0 to 6 joined by a dash. In a play the touching end comes first."
        })
    }
}

/// Where a tile goes: the number on the open end it is put against, or an arm.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(transparent)]
pub struct AtText(pub Scalar);

impl JsonSchema for AtText {
    fn schema_name() -> Cow<'static, str> {
        "At".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "Where the tile goes: the number on one open end, or an arm (line: west, east; cross and triangle: north, east, south, west).",
            "oneOf": [
                { "type": "integer", "minimum": 0, "maximum": 6 },
                { "enum": ["north", "east", "south", "west"] }
            ]
        })
    }
}

/// A side or arm named in an announcement: a pip of the set tile, an arm, or (volapük
/// cross) a pair of opposite arms, written `north-south` or as a list
/// `[north, south]` (kept as `north-south`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SideText(pub Scalar);

impl<'de> Deserialize<'de> for SideText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct SideVisitor;
        impl<'de> Visitor<'de> for SideVisitor {
            type Value = SideText;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(
                    "a side such as `5` or `west`, or a pair of arms such as `[north, south]`",
                )
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<SideText, E> {
                Ok(SideText(Scalar(v.to_owned())))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<SideText, E> {
                Ok(SideText(Scalar(v.to_string())))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<SideText, E> {
                Ok(SideText(Scalar(v.to_string())))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<SideText, E> {
                Ok(SideText(Scalar(v.to_string())))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<SideText, E> {
                Ok(SideText(Scalar(v.to_string())))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<SideText, A::Error> {
                let mut words = Vec::new();
                while let Some(word) = seq.next_element::<Scalar>()? {
                    words.push(word.0);
                }
                Ok(SideText(Scalar(words.join("-"))))
            }
        }
        deserializer.deserialize_any(SideVisitor)
    }
}

impl JsonSchema for SideText {
    fn schema_name() -> Cow<'static, str> {
        "Side".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A side of the set tile by the number it shows, or an arm by name; for a volapük cross, the ordinary pair of opposite arms, north-south or east-west (either order, or as a list).",
            "oneOf": [
                { "type": "integer", "minimum": 0, "maximum": 6 },
                { "enum": ["north", "east", "south", "west", "north-south", "south-north", "east-west", "west-east"] },
                {
                    "type": "array",
                    "items": { "enum": ["north", "east", "south", "west"] },
                    "minItems": 2,
                    "maxItems": 2
                }
            ]
        })
    }
}

/// A game by name or by the book's number.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(transparent)]
pub struct GameText(pub Scalar);

impl JsonSchema for GameText {
    fn schema_name() -> Cow<'static, str> {
        "GameRef".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let names: Vec<&str> = crate::game::GAME_NAMES
            .iter()
            .map(|(_, word)| *word)
            .collect();
        json_schema!({
            "description": "One of the 17 games, by name or by its number in the book (11, 12 and 17 then need their options).",
            "oneOf": [
                { "type": "integer", "minimum": 1, "maximum": 17 },
                { "enum": names }
            ]
        })
    }
}

/// Player names mapped to values, in the order written, with each name's place.
#[derive(Clone, Debug)]
pub struct ByName<V>(pub Vec<(Located<String>, V)>);

impl<'de, V: Deserialize<'de>> Deserialize<'de> for ByName<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ByNameVisitor<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for ByNameVisitor<V> {
            type Value = ByName<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a mapping from player names")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ByName<V>, A::Error> {
                let mut entries = Vec::new();
                while let Some(name) = map.next_key::<Located<Scalar>>()? {
                    let value = map.next_value()?;
                    entries.push((
                        Located {
                            value: name.value.0,
                            span: name.span,
                        },
                        value,
                    ));
                }
                Ok(ByName(entries))
            }
        }
        deserializer.deserialize_map(ByNameVisitor(PhantomData))
    }
}

impl<V: JsonSchema> JsonSchema for ByName<V> {
    fn schema_name() -> Cow<'static, str> {
        format!("ByName_{}", V::schema_name()).into()
    }
    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "object",
            "description": "One entry per seated player, by name.",
            "additionalProperties": generator.subschema_for::<V>()
        })
    }
}

/// One tile or a list of them.
#[derive(Clone, Debug, JsonSchema)]
#[serde(untagged)]
pub enum OneOrMore<T> {
    /// A single tile.
    One(T),
    /// Several, in the order taken.
    More(Vec<T>),
}

// Read by hand rather than as an untagged enum: an untagged enum buffers the
// value first, and buffered values lose their places in the text. A list's
// tiles keep theirs; a single tile takes its place from the enclosing value,
// as a bare announcement does.
impl<'de> Deserialize<'de> for OneOrMore<Located<TileText>> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OneOrMoreVisitor;
        impl<'de> Visitor<'de> for OneOrMoreVisitor {
            type Value = OneOrMore<Located<TileText>>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("one tile such as `4-2`, or a list of tiles such as `[4-2, 1-1]`")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut tiles = Vec::new();
                while let Some(tile) = seq.next_element()? {
                    tiles.push(tile);
                }
                Ok(OneOrMore::More(tiles))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
                Ok(one(v.to_owned()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
                Ok(one(v.to_string()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
                Ok(one(v.to_string()))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
                Ok(one(v.to_string()))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
                Ok(one(v.to_string()))
            }
        }
        fn one(text: String) -> OneOrMore<Located<TileText>> {
            OneOrMore::One(Located {
                value: TileText(Scalar(text)),
                span: Span::default(),
            })
        }
        deserializer.deserialize_any(OneOrMoreVisitor)
    }
}

/// The whole transcript of a session.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(
    title = "Nos transcript",
    description = "A session of Nos as it happened at the table, for the nos-referee."
)]
pub struct RawTranscript {
    /// Who played, and under which rules.
    pub session: Located<RawSession>,
    /// The hands, in the order played.
    pub hands: Located<Vec<Located<RawHand>>>,
}

/// Session-level facts.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawSession {
    /// Free text: the club.
    #[serde(default)]
    pub club: Option<String>,
    /// Free text: the date.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    pub date: Option<Scalar>,
    /// The players in seating order, clockwise: 3 to 5 names.
    #[schemars(
        with = "Vec<String>",
        length(min = 3, max = 5),
        extend("uniqueItems" = true)
    )]
    pub players: Located<Vec<Located<Scalar>>>,
    /// Starting chips each (default 500).
    #[serde(default)]
    pub chips: Option<Located<i64>>,
    /// The interpretation profile: `en` (default) or `de-1996`.
    #[serde(default)]
    pub rules: Option<Located<String>>,
    /// Players who stopped part-way: each with the hand after which he left.
    #[serde(default)]
    pub leaves: Option<Located<ByName<Located<u32>>>>,
    /// Who won the side pot at the settlement.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    pub side_pot: Option<Located<Scalar>>,
}

/// One hand.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawHand {
    /// The tiles each player took at the deal, by player.
    pub deal: Located<ByName<Located<Vec<Located<TileText>>>>>,
    /// What happened, in order.
    pub events: Located<Vec<Located<RawEvent>>>,
    /// The chip totals the table wrote down after the hand.
    #[serde(default)]
    pub scoresheet: Option<Located<ByName<Located<i64>>>>,
    /// Who the table says is on set (checked against the rules).
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    pub on_set: Option<Located<Scalar>>,
    /// After a tie for the largest count: the tile each tied player drew to decide
    /// who is on set next.
    #[serde(default)]
    pub tiebreak: Option<Located<ByName<Located<TileText>>>>,
}

/// One thing that happened: who, and one action.
#[derive(Debug, Deserialize, JsonSchema, Default)]
#[serde(deny_unknown_fields)]
#[schemars(transform = one_action)]
pub struct RawEvent {
    /// The player who acted.
    #[serde(default)]
    #[schemars(with = "String")]
    pub by: Option<Located<Scalar>>,
    /// Tiles taken from the boneyard, in order.
    #[serde(default)]
    pub draw: Option<Located<OneOrMore<Located<TileText>>>>,
    /// The first tile of the hand, as written (its first end is the west end).
    #[serde(default)]
    pub set: Option<Located<TileText>>,
    /// The game the setter announced.
    #[serde(default)]
    #[schemars(with = "Option<AnnounceSchema>")]
    pub announce: Option<Located<RawAnnouncement>>,
    /// Doubles shown for the declared-doubles payment.
    #[serde(default)]
    pub declare: Option<Located<Vec<Located<TileText>>>>,
    /// A tile put on the layout, touching end first.
    #[serde(default)]
    pub play: Option<Located<TileText>>,
    /// Where the played tile went, when more than one place would take it.
    #[serde(default)]
    pub at: Option<Located<AtText>>,
    /// A tile the table made the player take back.
    #[serde(default)]
    pub takeback: Option<Located<TileText>>,
    /// Points asked for a double.
    #[serde(default)]
    #[schemars(with = "Option<u32>")]
    pub claim: Option<Located<Scalar>>,
    /// Something said at the table.
    #[serde(default)]
    pub says: Option<Located<Saying>>,
    /// Extra tiles from the deal put back unseen.
    #[serde(default, rename = "return")]
    pub put_back: Option<Located<OneOrMore<Located<TileText>>>>,
    /// Conduct an umpire saw.
    #[serde(default)]
    pub conduct: Option<Located<Conduct>>,
}

/// The event's actions: the keys of which an event has exactly one.
const ACTIONS: [&str; 10] = [
    "draw", "set", "announce", "declare", "play", "takeback", "claim", "says", "return", "conduct",
];

/// The schema of an event says what the reader checks of its shape: `by` and
/// exactly one action, and `at` only beside `play`.
fn one_action(schema: &mut Schema) {
    let one_of: Vec<serde_json::Value> = ACTIONS
        .iter()
        .map(|action| {
            serde_json::json!({
                "required": [action],
                "properties": { *action: { "not": { "type": "null" } } }
            })
        })
        .collect();
    // `by` is read as optional only so that its absence is reported in plain words.
    schema.insert("required".into(), serde_json::json!(["by"]));
    schema.insert("oneOf".into(), one_of.into());
    schema.insert(
        "dependentRequired".into(),
        serde_json::json!({ "at": ["play"] }),
    );
}

/// The schema of `announce`, which the reader takes as a game's name or number
/// alone, or as a mapping with the game and its options.
#[derive(JsonSchema)]
#[serde(untagged)]
#[expect(
    dead_code,
    reason = "describes the schema only; the reader is RawAnnouncement's"
)]
enum AnnounceSchema {
    /// A game without options, by name or number.
    Game(GameText),
    /// The game and its options.
    Options(Box<RawAnnouncement>),
}

/// What a player can say at the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Saying {
    /// "I wait": missing a turn after a double played at once.
    Wait,
    /// No tile can be played and two tiles are left in the boneyard.
    Pass,
    /// "Nos": the first player out.
    Nos,
    /// "I block": nobody can play another tile.
    Block,
}

/// Conduct an umpire can record.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Conduct {
    /// A player who is out gave advice on the play.
    Advice,
    /// A player covered tiles so that opponents could not see them.
    CoveredTiles,
    /// A player laid tiles face up on the table.
    ExposedTiles,
}

/// An announcement: a game name alone, or a mapping with the game and its options.
#[derive(Debug, Default, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawAnnouncement {
    /// The game, by name or number.
    #[schemars(with = "GameText", required)]
    pub game: Option<Located<GameText>>,
    /// Game 11 by number: the rule during the condition.
    #[serde(default)]
    pub matching: Option<Located<MatchingWord>>,
    /// A condition on the first plays.
    #[serde(default)]
    pub first: Option<Located<RawFirst>>,
    /// The rule once the condition is met (game 11).
    #[serde(default)]
    pub then: Option<Located<MatchingWord>>,
    /// Volapük: the ordinary side (line) or pair of arms (cross).
    #[serde(default)]
    pub ordinary: Option<Located<SideText>>,
    /// Game 12 and 17 by number: the layout.
    #[serde(default)]
    pub layout: Option<Located<LayoutWord>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnnouncementFields {
    game: Option<Located<GameText>>,
    #[serde(default)]
    matching: Option<Located<MatchingWord>>,
    #[serde(default)]
    first: Option<Located<RawFirst>>,
    #[serde(default)]
    then: Option<Located<MatchingWord>>,
    #[serde(default)]
    ordinary: Option<Located<SideText>>,
    #[serde(default)]
    layout: Option<Located<LayoutWord>>,
}

impl<'de> Deserialize<'de> for RawAnnouncement {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // A bare name (`announce: matador`) or the full mapping.
        struct AnnouncementVisitor;
        impl<'de> Visitor<'de> for AnnouncementVisitor {
            type Value = RawAnnouncement;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a game's name or number, or a mapping with `game` and its options")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<RawAnnouncement, E> {
                Ok(RawAnnouncement {
                    game: Some(bare(v.to_owned())),
                    ..RawAnnouncement::default()
                })
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<RawAnnouncement, E> {
                Ok(RawAnnouncement {
                    game: Some(bare(v.to_string())),
                    ..RawAnnouncement::default()
                })
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<RawAnnouncement, E> {
                Ok(RawAnnouncement {
                    game: Some(bare(v.to_string())),
                    ..RawAnnouncement::default()
                })
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<RawAnnouncement, A::Error> {
                let f =
                    AnnouncementFields::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(RawAnnouncement {
                    game: f.game,
                    matching: f.matching,
                    first: f.first,
                    then: f.then,
                    ordinary: f.ordinary,
                    layout: f.layout,
                })
            }
        }
        // A bare name takes its place from the enclosing `announce` value.
        fn bare(text: String) -> Located<GameText> {
            Located {
                value: GameText(Scalar(text)),
                span: Span::default(),
            }
        }
        deserializer.deserialize_any(AnnouncementVisitor)
    }
}

/// `ordinary` or `matador`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MatchingWord {
    /// Equal ends.
    Ordinary,
    /// Ends adding up to 7, matadors wild.
    Matador,
}

/// The layout of game 12 or 17 when announced by number.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LayoutWord {
    /// A single line (game 12 only).
    Line,
    /// A cross.
    Cross,
    /// A double cross.
    DoubleCross,
}

/// A first-plays condition: `{here: 5}` (then the other side), `{here: north, there: south}`
/// (game 17), or `{side: 2, tiles: 3}`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawFirst {
    /// First here...
    #[serde(default)]
    pub here: Option<Located<SideText>>,
    /// ...then there.
    #[serde(default)]
    pub there: Option<Located<SideText>>,
    /// This side first...
    #[serde(default)]
    pub side: Option<Located<SideText>>,
    /// ...for this many tiles (1 to 4).
    #[serde(default)]
    pub tiles: Option<Located<u8>>,
}

/// The reader's options for a whole transcript.
fn options() -> serde_saphyr::Options {
    options_replaying(100_000)
}

/// The reader's options, copying at most `replayed` events through aliases.
fn options_replaying(replayed: usize) -> serde_saphyr::Options {
    // Events and nodes are budgeted for the largest honest transcript; nesting
    // keeps the reader's default of 64 levels, where a transcript needs about
    // six. A transcript has no use for anchors and aliases, so copying through
    // them stops at 100,000 events (for a hand read on its own, at as many
    // events as it has bytes): a "billion laughs" file is refused after a
    // fraction of a second instead of filling memory. Text is capped at the
    // largest transcript read, so that one long text repeated through aliases
    // cannot take more memory than an honest file.
    serde_saphyr::options! {
        strict_booleans: true,
        budget: serde_saphyr::budget! {
            max_events: 50_000_000,
            max_nodes: 50_000_000,
            max_total_scalar_bytes: crate::problem::MAX_TRANSCRIPT_BYTES,
            max_recorded_anchor_events: 100_000,
        },
        alias_limits: serde_saphyr::alias_limits! {
            max_total_replayed_events: replayed,
        },
    }
}

/// Where a value stands in the text: from its first character to just past its last.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Extent {
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset just past the last character.
    pub end: usize,
    /// Line of the first character, from 1.
    pub line: usize,
    /// Column of the first character, in characters, from 1.
    pub column: usize,
    /// Whether the value holds an alias (`*name`).
    pub aliases: bool,
}

impl Extent {
    /// The place of the value's first character.
    #[must_use]
    pub fn span(&self) -> Span {
        Span {
            offset: self.start,
            len: 0,
            line: self.line,
            column: self.column,
        }
    }
}

/// The transcript's shape: where the session and each hand stand, found
/// without reading their contents, so that each can be read on its own.
#[derive(Clone, Debug)]
pub struct Outline {
    /// The value of `session`.
    pub session: Extent,
    /// Where the value of `hands` starts.
    pub hands_span: Span,
    /// Each hand, in order.
    pub hands: Vec<Extent>,
    /// Whether an alias names an anchor outside its own hand (or session).
    pub crossing: bool,
}

/// Finds the session and each hand in the transcript's text.
///
/// One pass over the parser's events, without building values: a hand's
/// contents are not read here, so a mistake inside one hand leaves the others
/// readable. The text must be YAML throughout and shaped like a transcript at
/// the top (`session` and `hands`, a list of hands).
///
/// # Errors
/// The problem that makes the whole text unreadable: not YAML, not one
/// document, or not `session:` and `hands:` with a list.
pub fn outline(source: &str) -> Result<Outline, Problem> {
    scan(source).ok_or_else(|| top_level_problem(source))
}

/// The top level as the reader sees it when the scan finds something wrong.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // Read only for the problem it raises.
struct TopLevel {
    session: de::IgnoredAny,
    hands: Vec<de::IgnoredAny>,
}

/// The problem with a text whose outline cannot be found: the reader's own
/// error for the whole text, so that it reads the same as any other.
fn top_level_problem(source: &str) -> Problem {
    match serde_saphyr::from_str_with_options::<TopLevel>(source, options()) {
        Err(error) => crate::problem::from_yaml(&error, source),
        // The reader takes the text, the scan did not: say so at the start.
        Ok(_) => Problem::new(
            crate::problem::ProblemKind::Yaml,
            Span {
                offset: 0,
                len: 0,
                line: 1,
                column: 1,
            },
            "the transcript's outline cannot be read",
        )
        .label("here")
        .help("a transcript is one YAML document with `session:` and `hands:`, a list of hands"),
    }
}

/// The outline, or `None` at the first thing that is not as a transcript's outline must be.
fn scan(source: &str) -> Option<Outline> {
    use serde_saphyr::granit_parser::{Event, Parser};
    let mut parser = Parser::new_from_str(source);
    let mut next = move || parser.next_event()?.ok();
    if !matches!(next()?.0, Event::StreamStart) || !matches!(next()?.0, Event::DocumentStart(..)) {
        return None;
    }
    if !matches!(next()?.0, Event::MappingStart(..)) {
        return None;
    }
    let mut session = None;
    let mut hands = None;
    let mut crossing = false;
    loop {
        let (event, _) = next()?;
        match event {
            Event::MappingEnd => break,
            Event::Scalar(key, ..) if key == "session" && session.is_none() => {
                let first = next()?;
                session = Some(extent_of(first, &mut next, source, &mut crossing)?);
            }
            Event::Scalar(key, ..) if key == "hands" && hands.is_none() => {
                let (start, span) = next()?;
                if !matches!(start, Event::SequenceStart(..)) {
                    return None;
                }
                let mut extents = Vec::new();
                loop {
                    let item = next()?;
                    if matches!(item.0, Event::SequenceEnd) {
                        break;
                    }
                    extents.push(extent_of(item, &mut next, source, &mut crossing)?);
                }
                hands = Some((place(span.start, source), extents));
            }
            _ => return None,
        }
    }
    if !matches!(next()?.0, Event::DocumentEnd) || !matches!(next()?.0, Event::StreamEnd) {
        return None;
    }
    let (hands_span, hands) = hands?;
    Some(Outline {
        session: session?,
        hands_span,
        hands,
        crossing,
    })
}

/// The largest hand the referee reads, in bytes (1 MiB).
///
/// A hand at a real table is at most a few hundred events of a line each: a
/// few kilobytes, with comments. A hand over a mebibyte is not a record of
/// play, and reading it as one would take time and memory out of proportion,
/// so it is refused on its own, at its line, like any hand that cannot be read.
/// The session's facts are held to the same bound.
pub const MAX_HAND_BYTES: usize = 1024 * 1024;

/// The parser's events over a text, as the outline reads them.
struct Events<'a> {
    parser: serde_saphyr::granit_parser::Parser<'a, serde_saphyr::granit_parser::StrInput<'a>>,
}

impl<'a> Events<'a> {
    fn new(source: &'a str) -> Events<'a> {
        Events {
            parser: serde_saphyr::granit_parser::Parser::new_from_str(source),
        }
    }

    /// The next event, or `None` at the end or at the first thing that is not YAML.
    fn next(&mut self) -> Option<Parsed<'a>> {
        self.parser.next_event()?.ok()
    }

    /// Whether the next event is `what`.
    fn expect(
        &mut self,
        what: impl Fn(&serde_saphyr::granit_parser::Event<'a>) -> bool,
    ) -> Option<()> {
        what(&self.next()?.0).then_some(())
    }

    /// The extent of the value that starts with the next event.
    fn value(&mut self, source: &str, crossing: &mut bool) -> Option<Extent> {
        let first = self.next()?;
        extent_of(first, &mut || self.next(), source, crossing)
    }
}

/// The hands of a transcript found one at a time, in order, as the parser
/// reaches them: the outline of a transcript of any length, without a list.
pub struct Hands<'a> {
    source: &'a str,
    events: Events<'a>,
    /// Whether `session` comes before `hands`, so that the keys after the
    /// hands are still to be checked.
    session_first: bool,
    /// Whether the list of hands has ended (or the text turned out not to be
    /// a transcript).
    done: bool,
    /// Whether an alias so far names an anchor outside its own hand.
    crossing: bool,
    /// The events of the hand last found, when they are kept.
    keeper: Option<events::Keeper<'a>>,
}

/// The top of a transcript: where the session's facts stand, where the list
/// of hands starts, and the hands to be found one by one.
pub struct Opening<'a> {
    /// The value of `session`.
    pub session: Extent,
    /// Where the value of `hands` starts.
    pub hands_span: Span,
    /// The hands.
    pub hands: Hands<'a>,
}

/// Finds the session and the start of the list of hands.
///
/// # Errors
/// The problem that makes the whole text unreadable (see [`outline`]), as far
/// as the text is read to find the session.
pub fn open(source: &str) -> Result<Opening<'_>, Problem> {
    open_at(source).ok_or_else(|| top_level_problem(source))
}

fn open_at(source: &str) -> Option<Opening<'_>> {
    use serde_saphyr::granit_parser::Event;
    let mut events = Events::new(source);
    events.expect(|e| matches!(e, Event::StreamStart))?;
    events.expect(|e| matches!(e, Event::DocumentStart(..)))?;
    events.expect(|e| matches!(e, Event::MappingStart(..)))?;
    let mut crossing = false;
    let (event, _) = events.next()?;
    let session_first = match event {
        Event::Scalar(key, ..) if key == "session" => true,
        Event::Scalar(key, ..) if key == "hands" => false,
        _ => return None,
    };
    let (session, events) = if session_first {
        let session = events.value(source, &mut crossing)?;
        events.expect(|e| matches!(e, Event::Scalar(key, ..) if key == "hands"))?;
        (session, events)
    } else {
        // The hands come first: look past them for the session, then start
        // again at the first hand.
        let mut skip = Hands {
            source,
            events,
            session_first: false,
            done: false,
            crossing: false,
            keeper: None,
        };
        skip.list_start()?;
        while skip.next_extent()?.is_some() {}
        let mut events = skip.events;
        events.expect(|e| matches!(e, Event::Scalar(key, ..) if key == "session"))?;
        let session = events.value(source, &mut crossing)?;
        events.expect(|e| matches!(e, Event::MappingEnd))?;
        events.expect(|e| matches!(e, Event::DocumentEnd))?;
        events.expect(|e| matches!(e, Event::StreamEnd))?;
        let mut events = Events::new(source);
        for _ in 0..4 {
            events.next()?;
        }
        (session, events)
    };
    let mut hands = Hands {
        source,
        events,
        session_first,
        done: false,
        crossing,
        keeper: None,
    };
    let hands_span = hands.list_start()?;
    Some(Opening {
        session,
        hands_span,
        hands,
    })
}

impl<'a> Hands<'a> {
    /// Reads the start of the list of hands; its place.
    fn list_start(&mut self) -> Option<Span> {
        use serde_saphyr::granit_parser::Event;
        let (start, span) = self.events.next()?;
        matches!(start, Event::SequenceStart(..)).then(|| place(span.start, self.source))
    }

    /// The next hand's extent, `Ok(None)` after the last; `None` at the first
    /// thing that is not as a transcript's outline must be.
    fn next_extent(&mut self) -> Option<Option<Extent>> {
        use serde_saphyr::granit_parser::Event;
        if self.done {
            return Some(None);
        }
        let item = self.events.next()?;
        if matches!(item.0, Event::SequenceEnd) {
            if self.session_first {
                self.events.expect(|e| matches!(e, Event::MappingEnd))?;
                self.events.expect(|e| matches!(e, Event::DocumentEnd))?;
                self.events.expect(|e| matches!(e, Event::StreamEnd))?;
            }
            self.done = true;
            return Some(None);
        }
        let source = self.source;
        let events = &mut self.events;
        if let Some(keeper) = &mut self.keeper {
            keeper.begin();
            keeper.keep(&item);
            let mut next = || {
                let next = events.next();
                if let Some(parsed) = &next {
                    keeper.keep(parsed);
                }
                next
            };
            return extent_of(item, &mut next, source, &mut self.crossing).map(Some);
        }
        extent_of(item, &mut || events.next(), source, &mut self.crossing).map(Some)
    }

    /// Whether an alias read so far names an anchor outside its own hand.
    #[must_use]
    pub fn crossing(&self) -> bool {
        self.crossing
    }
}

impl Iterator for Hands<'_> {
    type Item = Result<Extent, Problem>;

    /// The next hand's extent; a problem, once, when the text turns out not to
    /// be YAML or not shaped like a transcript past the hands read so far.
    fn next(&mut self) -> Option<Self::Item> {
        match self.next_extent() {
            Some(extent) => extent.map(Ok),
            None if self.done => None,
            None => {
                self.done = true;
                Some(Err(top_level_problem(self.source)))
            }
        }
    }
}

type Parsed<'a> = (
    serde_saphyr::granit_parser::Event<'a>,
    serde_saphyr::granit_parser::Span,
);

/// The place of a parser's marker.
fn place(marker: serde_saphyr::granit_parser::Marker, source: &str) -> Span {
    Span {
        offset: offset_of(marker, source),
        len: 0,
        line: marker.line(),
        column: marker.col() + 1,
    }
}

/// The byte offset of a parser's marker.
fn offset_of(marker: serde_saphyr::granit_parser::Marker, source: &str) -> usize {
    marker
        .byte_offset()
        .unwrap_or_else(|| {
            source
                .char_indices()
                .nth(marker.index())
                .map_or(source.len(), |(i, _)| i)
        })
        .min(source.len())
}

/// The extent of the value whose first event is `first`, taking the rest of
/// its events from `next`.
///
/// A block list or mapping ends where the next value begins, past blank lines
/// and comments, so its end is that of the last thing in it; a list or mapping
/// in brackets ends at its bracket.
///
/// `crossing` is set when an alias in the value names an anchor outside it.
fn extent_of<'a>(
    first: Parsed<'a>,
    next: &mut impl FnMut() -> Option<Parsed<'a>>,
    source: &str,
    crossing: &mut bool,
) -> Option<Extent> {
    use serde_saphyr::granit_parser::{Event, StructureStyle};
    let (mut event, mut span) = first;
    let start = place(span.start, source);
    let mut end = start.offset;
    // The style of each list or mapping still open.
    let mut open: Vec<StructureStyle> = Vec::new();
    // The anchors defined inside the value.
    let mut anchors: Vec<usize> = Vec::new();
    let mut aliases = false;
    loop {
        match event {
            Event::SequenceStart(style, anchor, _) | Event::MappingStart(style, anchor, _) => {
                open.push(style);
                anchors.push(anchor);
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let style = open.pop()?;
                if style == StructureStyle::Flow {
                    end = end.max(offset_of(span.end, source));
                }
            }
            Event::Scalar(_, _, anchor, _) => {
                anchors.push(anchor);
                end = end.max(offset_of(span.end, source));
                if span.is_empty() {
                    // An empty value stands at its key's colon: keep the colon.
                    let at = offset_of(span.start, source);
                    let after = source[at..].trim_start_matches([' ', '\t']);
                    if after.starts_with(':') {
                        end = end.max(source.len() - after.len() + 1);
                    }
                }
            }
            Event::Alias(anchor) => {
                aliases = true;
                *crossing |= !anchors.contains(&anchor);
                end = end.max(offset_of(span.end, source));
            }
            _ => {}
        }
        if open.is_empty() {
            break;
        }
        (event, span) = next()?;
    }
    Some(Extent {
        start: start.offset,
        end,
        line: start.line,
        column: start.column,
        aliases,
    })
}

/// Reads the value at `extent` on its own, with every place as in the file.
///
/// # Errors
/// The reader's error, as a problem at its place in the file.
fn read_at<T: de::DeserializeOwned>(source: &str, extent: &Extent) -> Result<T, Problem> {
    let line_start = source[..extent.start].rfind('\n').map_or(0, |i| i + 1);
    let padding = extent.start - line_start;
    let mut text = String::with_capacity(extent.end - line_start);
    text.extend(std::iter::repeat_n(' ', padding));
    text.push_str(&source[extent.start..extent.end]);
    let origin = Origin {
        offset: line_start,
        line: extent.line.saturating_sub(1),
        padding,
        column: extent.column,
    };
    let read = ORIGIN.with(|cell| {
        let before = cell.replace(origin);
        // A part read on its own copies through aliases no more events than it
        // has bytes, so that all the parts of a file together copy no more
        // than the whole file would.
        let replayed = (extent.end - extent.start).min(100_000);
        let read = serde_saphyr::from_str_with_options::<T>(&text, options_replaying(replayed));
        cell.set(before);
        read
    });
    read.map_err(|error| crate::problem::from_yaml_within(&error, source, &text, origin))
}

/// Reads a transcript part by part: the session, then each hand on its own,
/// in order, as the parser reaches it.
///
/// Hands are read apart, so that a mistake in one leaves the others readable,
/// and one at a time, so that a transcript of any length is read in the same
/// memory. A transcript whose aliases (`*name`) reach into another hand or
/// into the session cannot be read apart: it is read whole, as one document
/// (and then only up to [`crate::problem::MAX_TRANSCRIPT_BYTES`]), and a
/// mistake anywhere in it is the only problem reported.
pub struct Reader<'a> {
    source: &'a str,
    session: Extent,
    hands_span: Span,
    hands: Parts<'a>,
    /// The hand after the last one given, when it has been looked at.
    peeked: Option<Option<Result<Extent, Problem>>>,
    /// The number of the next hand, from 0.
    index: usize,
    /// How many hands there are, once known.
    count: Option<usize>,
    /// The session and hands of a transcript read whole; each hand is taken once.
    whole: Option<Whole>,
}

/// Where the hands come from.
enum Parts<'a> {
    /// Found one by one as the parser goes.
    Found(Box<Hands<'a>>),
    /// Listed by an outline of the whole text (for a transcript read whole).
    Listed(std::vec::IntoIter<Extent>),
}

/// A transcript read whole: its session and hands, each taken once.
struct Whole {
    session: Option<Located<RawSession>>,
    hands: Vec<Option<Located<RawHand>>>,
}

impl<'a> Reader<'a> {
    /// Finds the session and the start of the hands in the text.
    ///
    /// # Errors
    /// The problem that leaves nothing to judge: the text is not YAML, not one
    /// document, not `session:` and `hands:` with a list; or, for a transcript
    /// read whole, the first thing in it that is not as the model says. A
    /// text whose trouble lies past the hands read so far gives its problem
    /// when the reader gets there (see [`Reader::next_hand`]).
    pub fn new(source: &'a str) -> Result<Reader<'a>, Problem> {
        Reader::with(source, memchr::memchr(b'*', source.as_bytes()).is_some())
    }

    /// As [`Reader::new`], for a text already known to hold no `*` (and so
    /// no alias) when `star` is false.
    ///
    /// # Errors
    /// As [`Reader::new`].
    pub fn with(source: &'a str, star: bool) -> Result<Reader<'a>, Problem> {
        let opening = open(source)?;
        // Only a text with an alias can read across hands; to know whether
        // one does, the whole text is looked through before anything is read.
        let mut count = None;
        if star {
            let (hands, crossing) = survey(source)?;
            count = Some(hands);
            if crossing {
                return Reader::whole(source);
            }
        }
        Ok(Reader {
            source,
            session: opening.session,
            hands_span: opening.hands_span,
            // The events of each hand are kept as it is found, to build it from.
            hands: Parts::Found(Box::new(Hands {
                keeper: Some(events::Keeper::default()),
                ..opening.hands
            })),
            peeked: None,
            index: 0,
            count,
            whole: None,
        })
    }

    /// Reads a transcript whose aliases cross hands as one document.
    fn whole(source: &'a str) -> Result<Reader<'a>, Problem> {
        if source.len() > crate::problem::MAX_TRANSCRIPT_BYTES {
            return Err(crate::problem::too_large(Some(source.len() as u64)));
        }
        let outline = outline(source)?;
        let raw: RawTranscript = serde_saphyr::from_str_with_options(source, options())
            .map_err(|error| crate::problem::from_yaml(&error, source))?;
        Ok(Reader {
            source,
            session: outline.session,
            hands_span: outline.hands_span,
            count: Some(outline.hands.len()),
            hands: Parts::Listed(outline.hands.into_iter()),
            peeked: None,
            index: 0,
            whole: Some(Whole {
                session: Some(raw.session),
                hands: raw.hands.value.into_iter().map(Some).collect(),
            }),
        })
    }

    /// Where the session's facts stand.
    #[must_use]
    pub fn session_extent(&self) -> &Extent {
        &self.session
    }

    /// Where the value of `hands` starts.
    #[must_use]
    pub fn hands_span(&self) -> Span {
        self.hands_span
    }

    /// How many hands the transcript holds. Unless already known, the rest of
    /// the text is looked through once to count them.
    ///
    /// # Errors
    /// The problem that makes the whole text unreadable, found on the way.
    pub fn count(&mut self) -> Result<usize, Problem> {
        if let Some(count) = self.count {
            return Ok(count);
        }
        let (count, _) = survey(self.source)?;
        self.count = Some(count);
        Ok(count)
    }

    /// Whether the transcript has no hands at all.
    pub fn is_empty(&mut self) -> bool {
        self.index == 0 && self.peek().is_none()
    }

    fn peek(&mut self) -> Option<&Result<Extent, Problem>> {
        if self.peeked.is_none() {
            let next = match &mut self.hands {
                Parts::Found(hands) => hands.next(),
                Parts::Listed(extents) => extents.next().map(Ok),
            };
            self.peeked = Some(next);
        }
        self.peeked.as_ref().and_then(Option::as_ref)
    }

    /// The next hand: its index (from 0) and where it stands.
    ///
    /// # Errors
    /// The problem that makes the whole text unreadable, when the text turns
    /// out not to be YAML or not shaped like a transcript past the hands read
    /// so far; nothing follows it.
    pub fn next_hand(&mut self) -> Option<Result<(usize, Extent), Problem>> {
        self.peek();
        let next = self.peeked.take().flatten()?;
        let index = self.index;
        self.index += 1;
        Some(next.map(|extent| (index, extent)))
    }

    /// Reads the session's facts.
    ///
    /// # Errors
    /// The first thing in the session that is not as the model says.
    pub fn session(&mut self) -> Result<Located<RawSession>, Problem> {
        if self.session.end - self.session.start > MAX_HAND_BYTES {
            return Err(too_large_part(&self.session, "the session's facts"));
        }
        match &mut self.whole {
            Some(Whole { session, .. }) => session.take().ok_or_else(|| {
                Problem::new(
                    crate::problem::ProblemKind::Missing,
                    self.session.span(),
                    "the session is read twice",
                )
            }),
            None => read_at(self.source, &self.session),
        }
    }

    /// Reads the hand at `index` (from 0), which stands at `extent`; each hand is read once.
    ///
    /// # Errors
    /// The first thing in the hand that is not as the model says (a wrong
    /// type, an unknown key, a missing field), or a hand too large to be one.
    pub fn hand(&mut self, index: usize, extent: &Extent) -> Result<Located<RawHand>, Problem> {
        match &mut self.whole {
            Some(Whole { hands, .. }) => {
                hands.get_mut(index).and_then(Option::take).ok_or_else(|| {
                    Problem::new(
                        crate::problem::ProblemKind::Missing,
                        self.hands_span,
                        format!("hand {} is read twice", index + 1),
                    )
                })
            }
            None => {
                let kept = self.kept();
                read_kept(kept, self.source, index, extent)
            }
        }
    }

    /// The events of the hand [`Reader::next_hand`] gave last, kept as it was
    /// found, when they are all of the kinds a hand is built from without
    /// `serde-saphyr`.
    pub fn kept(&mut self) -> Option<Kept<'a>> {
        match &mut self.hands {
            Parts::Found(hands) => hands.keeper.as_mut()?.take(),
            Parts::Listed(_) => None,
        }
    }

    /// The text, for a transcript read apart: each hand can then be read on
    /// its own with [`read_hand`], on any thread.
    #[must_use]
    pub fn source_apart(&self) -> Option<&'a str> {
        self.whole.is_none().then_some(self.source)
    }

    /// What can be read of the hand at `index`, standing at `extent`, when it
    /// cannot be read whole.
    #[must_use]
    pub fn hand_facts(&self, index: usize, extent: &Extent) -> HandFacts {
        match &self.whole {
            Some(Whole { hands, .. }) => hands
                .get(index)
                .and_then(Option::as_ref)
                .map(|hand| HandFacts {
                    scoresheet: None,
                    dealt_to: hand
                        .value
                        .deal
                        .value
                        .0
                        .iter()
                        .map(|(name, _)| name.value.clone())
                        .collect(),
                })
                .unwrap_or_default(),
            None => read_facts(self.source, extent),
        }
    }
}

/// Reads the hand at `index` (from 0) of a transcript read apart, standing at
/// `extent` of `source`.
///
/// # Errors
/// The first thing in the hand that is not as the model says (a wrong type,
/// an unknown key, a missing field), or a hand too large to be one.
pub fn read_hand(source: &str, index: usize, extent: &Extent) -> Result<Located<RawHand>, Problem> {
    if extent.end - extent.start > MAX_HAND_BYTES {
        return Err(too_large_part(extent, &format!("hand {}", index + 1)));
    }
    if let Some(hand) = events::read_hand(source, extent) {
        return Ok(hand);
    }
    read_at(source, extent)
}

/// As [`read_hand`], built from the hand's events when the pass that found
/// it kept them.
///
/// # Errors
/// As [`read_hand`].
pub fn read_kept(
    kept: Option<Kept<'_>>,
    source: &str,
    index: usize,
    extent: &Extent,
) -> Result<Located<RawHand>, Problem> {
    if extent.end - extent.start <= MAX_HAND_BYTES
        && let Some(hand) = kept.and_then(|kept| events::build_kept(kept, extent.start))
    {
        return Ok(hand);
    }
    read_hand(source, index, extent)
}

/// What can be read of a hand of a transcript read apart, standing at
/// `extent` of `source`, when it cannot be read whole.
#[must_use]
pub fn read_facts(source: &str, extent: &Extent) -> HandFacts {
    if extent.end - extent.start > MAX_HAND_BYTES {
        return HandFacts::default();
    }
    read_hand_facts(source, extent)
}

/// Looks through the whole text: how many hands it holds, and whether an
/// alias names an anchor outside its own hand.
///
/// # Errors
/// The problem that makes the whole text unreadable.
fn survey(source: &str) -> Result<(usize, bool), Problem> {
    let mut hands = open(source)?.hands;
    let mut count = 0;
    for extent in hands.by_ref() {
        extent?;
        count += 1;
    }
    Ok((count, hands.crossing()))
}

/// The problem of a hand (or the session's facts) too large to be read as one.
fn too_large_part(extent: &Extent, what: &str) -> Problem {
    let size = extent.end - extent.start;
    Problem::new(
        crate::problem::ProblemKind::Unreadable,
        extent.span(),
        format!(
            "{what} is {size} bytes long, more than the 1 MiB ({MAX_HAND_BYTES} bytes) the referee reads of one hand"
        ),
    )
    .label("not read: too large to be a record of play")
    .help(
        "a hand at a real table takes a few kilobytes: check that this part of the \
         file is what the table played",
    )
}

/// What can still be read of a hand that cannot be read whole: its scoresheet
/// and the names in its deal, each where it is shaped as it should be.
#[derive(Debug, Default)]
pub struct HandFacts {
    /// The table's totals after the hand.
    pub scoresheet: Option<Located<ByName<Located<i64>>>>,
    /// The names the deal gives.
    pub dealt_to: Vec<String>,
}

#[derive(Deserialize)]
struct SheetOnly {
    #[serde(default)]
    scoresheet: Option<Located<ByName<Located<i64>>>>,
}

#[derive(Deserialize)]
struct DealOnly {
    #[serde(default)]
    deal: Option<ByName<de::IgnoredAny>>,
}

/// Reads what it can of a hand, ignoring everything else in it. A hand that
/// holds aliases is not read again: what they expand to has been paid for once.
fn read_hand_facts(source: &str, extent: &Extent) -> HandFacts {
    if extent.aliases {
        return HandFacts::default();
    }
    let scoresheet = read_at::<SheetOnly>(source, extent)
        .ok()
        .and_then(|s| s.scoresheet);
    let dealt_to = read_at::<DealOnly>(source, extent)
        .ok()
        .and_then(|d| d.deal)
        .map(|deal| deal.0.into_iter().map(|(name, _)| name.value).collect())
        .unwrap_or_default();
    HandFacts {
        scoresheet,
        dealt_to,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Block and flow hands, a hand on the line of another, names that are not
    /// ASCII, comments and blank lines between hands, an empty value at a hand's end.
    const MIXED: &str = "\
session: {players: [Änna, Bram, Cees]}
hands:
  - deal: {Änna: [1-1], Bram: [2-2], Cees: [3-3]}
    events: []
    scoresheet:
    # between two hands

  - deal:
      Änna: [4-4]
    events: [{by: Änna, says: pass}]   # a comment
  - {deal: {Bram: [5-5]}, events: [{by: Bram, play: 5-5}]}
hands_after: 1
";

    #[test]
    fn each_hand_is_found_from_its_first_to_its_last_character() {
        let source = MIXED.replace("hands_after: 1\n", "");
        let outline = outline(&source).expect("an outline");
        let texts: Vec<&str> = outline
            .hands
            .iter()
            .map(|e| &source[e.start..e.end])
            .collect();
        assert_eq!(
            texts,
            [
                "deal: {Änna: [1-1], Bram: [2-2], Cees: [3-3]}\n    events: []\n    scoresheet:",
                "deal:\n      Änna: [4-4]\n    events: [{by: Änna, says: pass}]",
                "{deal: {Bram: [5-5]}, events: [{by: Bram, play: 5-5}]}",
            ]
        );
        assert_eq!(
            &source[outline.session.start..outline.session.end],
            "{players: [Änna, Bram, Cees]}"
        );
        let places: Vec<(usize, usize)> =
            outline.hands.iter().map(|e| (e.line, e.column)).collect();
        assert_eq!(places, [(3, 5), (8, 5), (11, 5)]);
        assert!(!outline.crossing);
    }

    #[test]
    fn a_hand_read_apart_keeps_every_place_it_has_in_the_file() {
        // The same transcript written twice: hands one a line, and all on one
        // line after a name that is not ASCII, where columns and bytes differ.
        let block = "\
session: {players: [Änna, Bram, Cees]}
hands:
  - deal: {Änna: [1-1, 4-4], Bram: [2-2], Cees: [3-3]}
    events:
      - {by: Änna, play: 1-1, at: 4}
      - by: Bram
        draw: [2-3, 3-4]
    scoresheet: {Änna: 1, Bram: 2, Cees: 3}
  - deal: {Änna: [5-5], Bram: [6-6], Cees: [0-0]}
    events: [{by: Cees, says: nos}]
";
        let flow = "session: {players: [Änna, Bram, Cees]}\nhands: [{deal: {Änna: [1-1]}, events: [{by: Änna, says: wait}]}, {deal: {Bram: [2-2]}, events: [{by: Bram, says: pass}]}]\n";
        for source in [block, flow] {
            let whole: RawTranscript =
                serde_saphyr::from_str_with_options(source, options()).expect("reads whole");
            let mut reader = Reader::new(source).expect("an outline");
            let mut read = 0;
            while let Some(next) = reader.next_hand() {
                let (index, extent) = next.expect("the next hand");
                let apart = reader.hand(index, &extent).expect("reads apart");
                let expected = &whole.hands.value[index];
                assert_eq!(format!("{apart:?}"), format!("{expected:?}"), "{source}");
                read += 1;
            }
            assert_eq!(read, whole.hands.value.len());
            let session = reader.session().expect("the session");
            assert_eq!(format!("{session:?}"), format!("{:?}", whole.session));
        }
    }

    #[test]
    fn a_mistake_in_one_hand_leaves_the_others_readable() {
        let source = MIXED
            .replace("hands_after: 1\n", "")
            .replace("says: pass", "says: [pass]");
        let mut reader = Reader::new(&source).expect("an outline");
        let mut read = Vec::new();
        while let Some(next) = reader.next_hand() {
            let (index, extent) = next.expect("the next hand");
            read.push(reader.hand(index, &extent));
        }
        assert!(read[0].is_ok());
        let problem = read[1].as_ref().expect_err("a list where a word belongs");
        assert_eq!(problem.kind, crate::problem::ProblemKind::Yaml);
        assert_eq!((problem.span.line, problem.span.column), (10, 31));
        assert_eq!(&source[problem.span.offset..][..6], "[pass]");
        assert!(read[2].is_ok());
    }

    #[test]
    fn what_leaves_nothing_to_read() {
        let cases = [
            MIXED,                                                   // a third key at the top
            "session: {players: [A, B, C]}\n",                       // no hands
            "session: {players: [A, B, C]}\nhands: {}\n",            // hands not a list
            "hands: []\n",                                           // no session
            "[session]\n",                                           // not a mapping
            "",                                                      // nothing at all
            "session: {}\nhands: []\n---\nsession: {}\nhands: []\n", // two documents
            "session: {players: [A, B, C]}\nhands: [{deal: }\n",     // not YAML
        ];
        for source in cases {
            let problem = outline(source).expect_err(source);
            assert_eq!(problem.kind, crate::problem::ProblemKind::Yaml, "{source}");
        }
    }

    #[test]
    fn aliases_into_another_hand_read_the_transcript_whole() {
        let source = "\
session: {players: [A, B, C]}
hands:
  - {deal: &deal {A: [1-1], B: [2-2], C: [3-3]}, events: []}
  - {deal: *deal, events: [&pass {by: A, says: pass}, *pass]}
";
        assert!(outline(source).expect("an outline").crossing);
        let mut reader = Reader::new(source).expect("reads whole");
        let _first = reader.next_hand();
        let (index, extent) = reader.next_hand().expect("two hands").expect("the second");
        let second = reader.hand(index, &extent).expect("the second hand");
        assert_eq!(second.value.deal.value.0.len(), 3);
        assert_eq!(second.value.events.value.len(), 2);
    }
}
