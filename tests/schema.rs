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
