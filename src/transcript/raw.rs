//! The raw model: the transcript exactly as typed, with a place for every value.
//!
//! These types mirror the YAML and accept anything YAML-shaped that a person
//! might plausibly have meant (a tile typed as `53`, a player's name with a
//! typo), so that [`crate::transcript::session`] can explain every mistake at
//! its place instead of stopping at the first. The JSON Schema in `schemas/` is
//! derived from them.

use super::*;
use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};

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

/// How a tile no one saw is written, in a deal, a draw or a return.
pub const UNSEEN: &str = "?-?";

/// An item of a deal, a draw or a return: a tile, or `?-?` for one no one saw.
/// It describes the schema only; the items are read as [`TileText`].
pub(super) struct MaybeSeen;

impl JsonSchema for MaybeSeen {
    fn schema_name() -> Cow<'static, str> {
        "MaybeSeen".into()
    }
    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A tile, or `?-?` for a tile that no one saw.",
            "oneOf": [
                generator.subschema_for::<TileText>(),
                { "const": UNSEEN }
            ]
        })
    }
}

/// What a player took at the deal, as written: the tiles (any of them
/// `?-?`, not seen), or how many he took, none seen (`Anna: 4`). Any other
/// single value is kept as written, for the check to say it is no list.
#[derive(Clone, Debug)]
pub enum DealtText {
    /// The tiles, in the order taken.
    Tiles(Vec<Located<TileText>>),
    /// A single value: how many tiles, or what else was written.
    Count(Scalar),
}

impl<'de> Deserialize<'de> for DealtText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct DealtVisitor;
        impl<'de> Visitor<'de> for DealtVisitor {
            type Value = DealtText;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a sequence of tiles, or how many tiles")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<DealtText, A::Error> {
                let mut tiles = Vec::new();
                while let Some(tile) = seq.next_element()? {
                    tiles.push(tile);
                }
                Ok(DealtText::Tiles(tiles))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<DealtText, E> {
                Ok(DealtText::Count(Scalar(v.to_owned())))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<DealtText, E> {
                Ok(DealtText::Count(Scalar(v.to_string())))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<DealtText, E> {
                Ok(DealtText::Count(Scalar(v.to_string())))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<DealtText, E> {
                Ok(DealtText::Count(Scalar(v.to_string())))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<DealtText, E> {
                Ok(DealtText::Count(Scalar(v.to_string())))
            }
            fn visit_unit<E: de::Error>(self) -> Result<DealtText, E> {
                Ok(DealtText::Count(Scalar(String::new())))
            }
        }
        deserializer.deserialize_any(DealtVisitor)
    }
}

impl JsonSchema for DealtText {
    fn schema_name() -> Cow<'static, str> {
        "Dealt".into()
    }
    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The tiles a player took at the deal, in order, `?-?` for each tile no one saw; or how many he took, none seen.",
            "oneOf": [
                { "type": "integer", "minimum": 0, "maximum": 28 },
                { "type": "array", "items": generator.subschema_for::<MaybeSeen>() }
            ]
        })
    }
}

/// The schema of a draw or a return: tiles (any of them `?-?`), or how many,
/// none seen.
/// It describes the schema only; the reader is [`OneOrMore`]'s.
pub(super) struct TakenSchema;

impl JsonSchema for TakenSchema {
    fn schema_name() -> Cow<'static, str> {
        "Taken".into()
    }
    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let item = generator.subschema_for::<MaybeSeen>();
        json_schema!({
            "description": "Tiles taken from the boneyard or put back, in order: one tile or a list, `?-?` for each tile no one saw; or how many tiles, none seen.",
            "oneOf": [
                { "type": "integer", "minimum": 1, "maximum": 28 },
                item,
                { "type": "array", "items": item }
            ]
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
        let names: Vec<&str> = crate::rules::game::GAME_NAMES
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

/// The tiles each player showed at the count, as written.
pub type ShownText = ByName<Located<Vec<Located<TileText>>>>;

/// One tile or a list of them, as written.
pub type TilesText = OneOrMore<Located<TileText>>;

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
    /// The tiles each player took at the deal, by player. Left out, every
    /// player took the proper number, none seen.
    #[serde(default)]
    pub deal: Option<Located<ByName<Located<DealtText>>>>,
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
    /// who is on set next, or, when draws tied and the table drew again, the
    /// tiles he drew in order (`[5-1, 6-3]`), one a round.
    #[serde(default)]
    pub tiebreak: Option<Located<ByName<Located<TilesText>>>>,
    /// The tiles each player still held at the count, shown to the table; a
    /// player may be left out.
    #[serde(default)]
    pub shown: Option<Located<ShownText>>,
    /// What each player's tiles counted at the end, where the table noted
    /// only the totals; a player may be left out.
    #[serde(default)]
    #[schemars(with = "Option<ByName<u32>>")]
    pub counts: Option<Located<ByName<Located<Scalar>>>>,
}

/// One thing that happened: who, and one action.
#[derive(Debug, Deserialize, JsonSchema, Default)]
#[serde(deny_unknown_fields)]
#[schemars(transform = one_action)]
// The actions that come once a hand or seldom are boxed, so that the common
// event (a play, a draw) is a small value to build and move.
pub struct RawEvent {
    /// The player who acted.
    #[serde(default)]
    #[schemars(with = "String")]
    pub by: Option<Located<Scalar>>,
    /// Tiles taken from the boneyard, in order.
    #[serde(default)]
    #[schemars(with = "Option<TakenSchema>")]
    pub draw: Option<Located<OneOrMore<Located<TileText>>>>,
    /// The first tile of the hand, as written (its first end is the west end).
    #[serde(default)]
    pub set: Option<Located<TileText>>,
    /// The game the setter announced.
    #[serde(default)]
    #[schemars(with = "Option<AnnounceSchema>")]
    pub announce: Option<Box<Located<RawAnnouncement>>>,
    /// Doubles shown for the declared-doubles payment.
    #[serde(default)]
    pub declare: Option<Box<Located<Vec<Located<TileText>>>>>,
    /// A tile put on the layout, touching end first.
    #[serde(default)]
    pub play: Option<Located<TileText>>,
    /// Where the played tile went, when more than one place would take it.
    #[serde(default)]
    pub at: Option<Located<AtText>>,
    /// A tile the table made the player take back.
    #[serde(default)]
    pub takeback: Option<Box<Located<TileText>>>,
    /// Points asked for a double.
    #[serde(default)]
    #[schemars(with = "Option<u32>")]
    pub claim: Option<Box<Located<Scalar>>>,
    /// Something said at the table.
    #[serde(default)]
    pub says: Option<Located<Saying>>,
    /// Extra tiles from the deal put back.
    #[serde(default, rename = "return")]
    #[schemars(with = "Option<TakenSchema>")]
    pub put_back: Option<Located<OneOrMore<Located<TileText>>>>,
    /// Conduct an umpire saw.
    #[serde(default)]
    pub conduct: Option<Located<Conduct>>,
}

/// The event's actions: the keys of which an event has exactly one.
pub(super) const ACTIONS: [&str; 10] = [
    "draw", "set", "announce", "declare", "play", "takeback", "claim", "says", "return", "conduct",
];

/// The schema of an event says what the reader checks of its shape: `by` and
/// exactly one action, and `at` only beside `play`.
pub(super) fn one_action(schema: &mut Schema) {
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
pub(super) enum AnnounceSchema {
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
pub(super) struct AnnouncementFields {
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
