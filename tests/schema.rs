//! The committed JSON Schema is the one derived from the transcript types.

#[test]
fn committed_schema_matches_the_transcript_types() {
    let committed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/schemas/transcript.schema.json"
    ))
    .expect("schemas/transcript.schema.json is committed");
    let derived = nos_referee::schema();
    assert!(
        committed == derived,
        "schemas/transcript.schema.json is out of date; regenerate it with `cargo run -- schema > schemas/transcript.schema.json`"
    );
}

#[test]
fn every_fixture_names_the_schema_on_its_first_line() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).expect("fixtures/ exists") {
        let path = entry.expect("readable entry").path();
        if path.extension().is_some_and(|e| e == "yaml") {
            let text = std::fs::read_to_string(&path).expect("fixture is text");
            assert_eq!(
                text.lines().next(),
                Some("# yaml-language-server: $schema=../schemas/transcript.schema.json"),
                "{}",
                path.display()
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "no fixtures found");
}

/// The committed schema, compiled by a JSON Schema validator.
fn validator() -> jsonschema::Validator {
    let schema: serde_json::Value = serde_json::from_str(&nos_referee::schema()).expect("JSON");
    jsonschema::validator_for(&schema).expect("a valid JSON Schema")
}

/// A YAML transcript as the JSON value a schema validates.
fn as_json(text: &str) -> Result<serde_json::Value, String> {
    serde_saphyr::from_str::<serde_json::Value>(text).map_err(|e| e.to_string())
}

/// Whether the schema accepts `text`, with the reasons where it does not.
fn schema_errors(validator: &jsonschema::Validator, text: &str) -> Vec<String> {
    match as_json(text) {
        Ok(value) => validator
            .iter_errors(&value)
            .map(|e| format!("{} at {}", e, e.instance_path))
            .collect(),
        Err(error) => vec![format!("not YAML: {error}")],
    }
}

fn yaml_files(dir: &str) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(format!("{}/{dir}", env!("CARGO_MANIFEST_DIR")))
        .expect("directory exists")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_fixture_validates_against_the_schema() {
    let validator = validator();
    let fixtures = yaml_files("fixtures");
    assert!(fixtures.len() >= 60, "{} fixtures", fixtures.len());
    for path in fixtures {
        let text = std::fs::read_to_string(&path).expect("text");
        // The referee reads it ...
        nos_referee::load(&text).unwrap_or_else(|p| panic!("{}: {p:#?}", path.display()));
        // ... so the schema must accept it.
        let errors = schema_errors(&validator, &text);
        assert!(errors.is_empty(), "{}: {errors:#?}", path.display());
    }
}

/// The README's text and every page of the guide in `docs/`.
fn documents() -> Vec<(std::path::PathBuf, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<_> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    paths.sort();
    paths.insert(0, root.join("README.md"));
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a document");
            (path, text)
        })
        .collect()
}

#[test]
fn the_documents_examples_validate_against_the_schema() {
    let validator = validator();
    let mut checked = 0;
    for (path, text) in documents() {
        let blocks: Vec<&str> = text
            .split("```yaml")
            .skip(1)
            .filter_map(|rest| rest.split_once('\n').map(|(_, body)| body))
            .filter_map(|rest| rest.split("```").next())
            .collect();
        for block in &blocks {
            if block.contains("\nhands:\n") {
                // A whole transcript.
                let errors = schema_errors(&validator, block);
                assert!(
                    errors.is_empty(),
                    "{}: {block}\n{errors:#?}",
                    path.display()
                );
                nos_referee::load(block).unwrap_or_else(|p| panic!("{block}\n{p:#?}"));
                checked += 1;
            } else if block.starts_with("announce:") {
                // Announcements, one a line: each in an event of its own.
                for line in block.lines() {
                    let value = line.split("  #").next().unwrap_or(line).trim();
                    let value = value.strip_prefix("announce: ").expect("announce: ...");
                    let text = format!(
                        "session:\n  players: [Anna, Bram, Cees, Dirk]\nhands:\n  - deal: {{}}\n    events:\n      - {{by: Anna, announce: {value}}}\n"
                    );
                    let errors = schema_errors(&validator, &text);
                    assert!(errors.is_empty(), "{line}\n{errors:#?}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 7, "{checked} examples");
}

#[test]
fn generated_transcripts_validate_against_the_schema() {
    use nos_referee::simulate::{Request, command};
    let validator = validator();
    let mut checked = 0;
    for game in 1..=17 {
        for (players, seed) in [(3, game), (4, 100 + game), (5, 200 + game)] {
            let outcome = command(&Request {
                players,
                hands: 2,
                seed: Some(seed),
                games: Some(game.to_string()),
                ..Request::default()
            });
            let errors = schema_errors(&validator, &outcome.stdout);
            assert!(errors.is_empty(), "game {game}, seed {seed}: {errors:#?}");
            checked += 1;
        }
    }
    // Every kind of injected infraction is still a well-formed transcript.
    for (i, kind) in nos_referee::simulate::INJECTABLE.iter().enumerate() {
        let outcome = command(&Request {
            players: 4,
            hands: 3,
            seed: Some(1000 + i as u64),
            inject: vec![kind.code().to_owned()],
            ..Request::default()
        });
        let errors = schema_errors(&validator, &outcome.stdout);
        assert!(errors.is_empty(), "{}: {errors:#?}", kind.code());
        checked += 1;
    }
    assert_eq!(checked, 17 * 3 + nos_referee::simulate::INJECTABLE.len());
}

/// The bad transcripts whose fault is in their shape, which a schema can say:
/// the schema rejects each of them.
const REJECTED_BY_THE_SCHEMA: &[&str] = &[
    "empty",
    "unknown-top-level-key",
    "unknown-event-key",
    "unknown-saying",
    "missing-events",
    "list-for-tile",
    "deal-not-a-list",
    "chips-not-number",
    "tile-no-dash",
    "tile-pip-seven",
    "tile-letter",
    "tile-spaces",
    "two-players",
    "six-players",
    "seated-twice",
    "event-no-by",
    "event-no-action",
    "event-two-actions",
    "at-no-arm",
    "at-without-play",
    "unknown-game",
    "game-eighteen",
    "claim-not-number",
    "byte-order-mark",
    "unseen-tile-set",
    "unseen-tile-play",
    "unseen-tile-declare",
    "unseen-tile-takeback",
    "unseen-tile-tiebreak",
    "unseen-tile-shown",
    "draw-zero",
    "return-zero",
    "draw-negative",
    "deal-count-not-whole",
    "draw-count-not-whole",
    "counts-not-whole",
];

/// The bad transcripts whose fault lies in what they say (a name not seated, a
/// tile in two hands, a tile not held), which a schema cannot check: the schema
/// accepts each, and the referee's checks find the fault.
const BEYOND_A_SCHEMA: &[&str] = &[
    "player-not-seated",
    "deal-leaves-out-player",
    "scoresheet-unknown-player",
    "tile-in-two-hands",
    "deal-out-of-seat-order",
    "dealt-twice-same-player",
    "draw-held-tile",
    "draw-tile-on-table",
    "play-not-held",
    "takeback-never-played",
    "crlf",
    "deal-too-many",
    "counts-player-out",
    "counts-too-high",
    "shown-player-not-seated",
    "counts-player-left",
    "shown-tile-on-table",
    "shown-tile-in-other-hand",
    "shown-twice",
    "shown-wrong-length",
    "shown-not-held",
    "shown-and-counts-disagree",
    "draw-more-than-boneyard",
    "return-unseen-not-held",
];

/// Refused by the YAML reader before any shape is looked at (not YAML, a key
/// twice, two documents, aliases past the reader's budget).
const NOT_READ_AS_YAML: &[&str] = &[
    "not-yaml",
    "tab-indent",
    "bad-indentation",
    "unclosed-brace",
    "colon-in-value",
    "two-documents",
    "duplicate-key",
    "name-twice-in-deal",
    "alias-bomb",
    "billion-laughs",
    "byte-order-mark-inside-a-line",
];

#[test]
fn structural_bad_transcripts_are_rejected_by_the_schema() {
    let validator = validator();
    for path in yaml_files("tests/bad") {
        let name = path.file_stem().and_then(|n| n.to_str()).expect("name");
        let bytes = std::fs::read(&path).expect("bytes");
        // Every bad transcript is refused by the referee.
        assert!(nos_referee::load_bytes(&bytes).is_err(), "{name}");
        if NOT_READ_AS_YAML.contains(&name) {
            continue;
        }
        let text = String::from_utf8(bytes).expect("UTF-8");
        let errors = schema_errors(&validator, &text);
        if REJECTED_BY_THE_SCHEMA.contains(&name) {
            assert!(!errors.is_empty(), "{name}: the schema accepts it");
            assert!(
                errors.iter().all(|e| !e.starts_with("not YAML")),
                "{name}: {errors:?}"
            );
        } else if BEYOND_A_SCHEMA.contains(&name) {
            assert!(errors.is_empty(), "{name}: {errors:#?}");
        } else {
            panic!("{name}: list it under what the schema does with it");
        }
    }
}

#[test]
fn the_schema_line_of_a_generated_transcript_resolves_from_where_it_is_written() {
    let root = env!("CARGO_MANIFEST_DIR");
    let resolves = |first_line: &str, dir: &std::path::Path| {
        let reference = first_line
            .strip_prefix("# yaml-language-server: $schema=")
            .unwrap_or_else(|| panic!("{first_line}"));
        let schema = std::fs::read_to_string(dir.join(reference))
            .unwrap_or_else(|e| panic!("{reference} from {}: {e}", dir.display()));
        assert_eq!(schema, nos_referee::schema());
    };
    let nos = |dir: &std::path::Path, extra: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_nos"))
            .env("LC_ALL", "C")
            .args(["simulate", "--players", "3", "--hands", "1", "--seed", "4"])
            .args(extra)
            .current_dir(dir)
            .output()
            .expect("nos runs")
    };
    // Printed, from the directory it is run in: the repository, a folder in it.
    for dir in [root.to_owned(), format!("{root}/tests/bad")] {
        let dir = std::path::Path::new(&dir);
        let output = nos(dir, &[]);
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        resolves(text.lines().next().expect("a first line"), dir);
    }
    // Written with --output, from the file's directory: inside the repository and outside.
    let outside = std::env::temp_dir().join(format!("nos-schema-line-{}", std::process::id()));
    std::fs::create_dir_all(&outside).expect("temp dir");
    // (The build directory may be elsewhere, with CARGO_TARGET_DIR.)
    std::fs::create_dir_all(format!("{root}/target")).expect("a folder in the repository");
    for file in [
        std::path::PathBuf::from(format!("{root}/target/nos-schema-line.yaml")),
        outside.join("session.yaml"),
    ] {
        let output = nos(
            std::path::Path::new(root),
            &["--output", file.to_str().expect("UTF-8")],
        );
        assert_eq!(output.status.code(), Some(0));
        let text = std::fs::read_to_string(&file).expect("written");
        let _ = std::fs::remove_file(&file);
        resolves(
            text.lines().next().expect("a first line"),
            file.parent().expect("dir"),
        );
    }
    let _ = std::fs::remove_dir_all(&outside);
}
