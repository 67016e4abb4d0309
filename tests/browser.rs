//! The page of the bundled evening as a person sees it, in a real browser, and
//! the page of a transcript with a hand that cannot be judged.
//!
//! The page ships without script. This test copies it, adds a measuring script
//! to the copy only, loads the copy in headless Chromium and reads back what the
//! script found from the DOM Chromium dumps: the sections, the drawn tiles where
//! the browser laid them out, the chart's lines, and anything wider than the page.
//!
//! Chromium is required: `scripts/test` installs Debian's `chromium` when it is
//! missing, and `NOS_CHROMIUM` may name another binary. Without one the test
//! fails and says so; it never passes by skipping.

use std::path::{Path, PathBuf};
use std::process::Command;

use nos_referee::rules::interpretation::Interpretation;

/// Measures the laid-out page and writes the findings as JSON into `#measure`.
const MEASURE: &str = r#"
<script>
(function () {
  // The page's own width: the window's, unless a test holds the page narrower.
  const width = Math.round(document.documentElement.getBoundingClientRect().width);
  const box = (e) => e.getBoundingClientRect();
  const hands = [...document.querySelectorAll('section.hand')].map((section) => {
    const drawings = [...section.querySelectorAll('svg.layout')];
    const tiles = drawings.flatMap((svg) => [...svg.querySelectorAll('g.tile rect')]).map(box);
    let overlaps = 0;
    for (let i = 0; i < tiles.length; i++) {
      for (let j = i + 1; j < tiles.length; j++) {
        const a = tiles[i], b = tiles[j];
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 0.5 && y > 0.5) overlaps++;
      }
    }
    return {
      id: section.id,
      heading: (section.querySelector('h2') || {}).textContent || '',
      drawings: drawings.length,
      tiles: tiles.filter((t) => t.width > 4 && t.height > 4).length,
      overlaps: overlaps,
      pips: drawings.reduce((n, svg) => n + svg.querySelectorAll('circle').length, 0),
    };
  });
  const lines = [...document.querySelectorAll('svg.chips polyline.player-line')].map((line) => ({
    points: line.points.numberOfItems,
    length: line.getTotalLength(),
    width: box(line).width,
  }));
  const labels = [...document.querySelectorAll('svg.chips text')]
    .filter((t) => box(t).width > 0)
    .map((t) => {
      const b = box(t);
      return {
        text: t.textContent,
        px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a,
        left: b.left, right: b.right, top: b.top, bottom: b.bottom,
      };
    });
  const wide = [...document.body.querySelectorAll('*')]
    .filter((e) => e.id !== 'measure' && e.tagName !== 'SCRIPT')
    .filter((e) => { const b = box(e); return b.width > 0 && (b.right > width + 0.5 || b.left < -0.5); })
    .map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.getAttribute('class') ? '.' + e.getAttribute('class') : ''));
  const out = document.createElement('pre');
  out.id = 'measure';
  out.textContent = JSON.stringify({
    width: width,
    height: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    hands: hands,
    lines: lines,
    labels: labels,
    wide: wide,
  });
  document.body.appendChild(out);
})();
</script>
"#;

/// The browser: `NOS_CHROMIUM`, else the first of the usual names on `PATH`.
fn chromium() -> PathBuf {
    if let Some(named) = std::env::var_os("NOS_CHROMIUM") {
        return PathBuf::from(named);
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for name in ["chromium", "chromium-browser", "google-chrome", "chrome"] {
        for dir in std::env::split_paths(&path) {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return candidate;
            }
        }
    }
    panic!(
        "no Chromium found for the browser test: run `scripts/test`, which installs Debian's \
         `chromium` when it is missing, or set NOS_CHROMIUM to a Chromium binary"
    );
}

/// Loads `html` at a window `width` pixels wide and returns the measurements.
fn measure(html: &str, width: u32, dir: &Path) -> serde_json::Value {
    let page = dir.join(format!("page-{width}.html"));
    let measured = html.replacen("</body>", &format!("{MEASURE}</body>"), 1);
    assert_ne!(measured, html, "the page has a </body>");
    std::fs::write(&page, measured).expect("write the test copy");
    let profile = dir.join(format!("profile-{width}"));
    let output = Command::new(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--window-size={width},1200"))
        .arg("--dump-dom")
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("Chromium starts");
    let dom = String::from_utf8_lossy(&output.stdout);
    let start = dom.find("<pre id=\"measure\">").unwrap_or_else(|| {
        panic!(
            "Chromium gave no measurements (exit {:?}):\n{}",
            output.status.code(),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    let json = &dom[start + "<pre id=\"measure\">".len()..];
    let json = &json[..json.find("</pre>").expect("end of the measurements")];
    let json = json
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    serde_json::from_str(&json).expect("the measurements are JSON")
}

/// Nothing on the page is wider than the window `width`, and it does not
/// scroll sideways.
fn fits_the_window(found: &serde_json::Value, width: u32) {
    assert_eq!(
        found["wide"],
        serde_json::json!([]),
        "elements wider than the page at {width}px"
    );
    assert_eq!(
        found["scrollWidth"], found["width"],
        "the page scrolls sideways at {width}px"
    );
}

/// The bundled evening judged under the default reading, and its page.
fn evening_page() -> (nos_referee::replay::Verdict, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("fixtures/evening.yaml")).expect("the evening");
    let session = nos_referee::load(&text).expect("the evening loads");
    let verdict = nos_referee::replay::judge(&session, Interpretation::default())
        .expect("the evening is judged");
    let html = nos_referee::report::page::render(&verdict, &session, "fixtures/evening.yaml");
    (verdict, html)
}

/// An empty directory of this test run's own, named `name` and the process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn the_evening_page_in_a_real_browser() {
    let (verdict, html) = evening_page();
    assert!(!html.contains("<script"), "the page ships without script");

    let dir = scratch("nos-browser");
    // A4 at 96 pixels to the inch is 794 wide; 500 is a narrow screen (and the
    // narrowest window headless Chromium lays out).
    for width in [794, 500] {
        let found = measure(&html, width, &dir);
        assert_eq!(
            found["width"], width,
            "the window Chromium laid the page out in"
        );
        let hands = found["hands"].as_array().expect("hands");
        assert_eq!(hands.len(), verdict.hands.len(), "one section per hand");
        for (hand, seen) in verdict.hands.iter().zip(hands) {
            let layout = hand.end.layout.as_ref().expect("every hand has a layout");
            assert_eq!(seen["id"], format!("hand-{}", hand.number));
            assert!(
                seen["heading"]
                    .as_str()
                    .is_some_and(|h| h.starts_with(&format!("Hand {}", hand.number))),
                "{seen}"
            );
            assert_eq!(
                seen["drawings"], 1,
                "one layout drawing in hand {}",
                hand.number
            );
            assert_eq!(
                seen["tiles"].as_u64(),
                Some(layout.tiles().len() as u64),
                "every tile of hand {} drawn and visible at {width}px",
                hand.number
            );
            assert_eq!(seen["overlaps"], 0, "tiles overlap in hand {}", hand.number);
            // Every pip of every tile on the table.
            let pips: u64 = layout
                .tiles()
                .iter()
                .map(|t| u64::from(t.high() + t.low()))
                .sum();
            assert_eq!(
                seen["pips"].as_u64(),
                Some(pips),
                "pips of hand {}",
                hand.number
            );
        }
        let lines = found["lines"].as_array().expect("lines");
        assert_eq!(
            lines.len(),
            verdict.players.len(),
            "one chart line per player"
        );
        for line in lines {
            assert_eq!(
                line["points"].as_u64(),
                Some(verdict.hands.len() as u64 + 1),
                "start and every hand"
            );
            assert!(line["length"].as_f64().is_some_and(|l| l > 50.0), "{line}");
            assert!(line["width"].as_f64().is_some_and(|w| w > 100.0), "{line}");
        }
        fits_the_window(&found, width);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_page_with_a_hand_that_cannot_be_judged_in_a_real_browser() {
    // Hand 2 stops before it is over and has no scoresheet: its section has no
    // drawing, and each player's chart line breaks there (the start and hand 1,
    // then hand 3 alone, from its own scoresheet).
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = "tests/partial/cut-short.yaml";
    let bytes = std::fs::read(root.join(path)).expect("the transcript");
    let outcome = nos_referee::command::report(
        path,
        &bytes,
        &nos_referee::command::RulesChoice::default(),
        nos_referee::report::Style::Plain,
    );
    assert_eq!(outcome.status, nos_referee::command::Status::Incomplete);
    let dir = scratch("nos-browser-partial");
    for width in [794, 500] {
        let found = measure(&outcome.stdout, width, &dir);
        let hands = found["hands"].as_array().expect("hands");
        let headings: Vec<&str> = hands.iter().filter_map(|h| h["heading"].as_str()).collect();
        assert_eq!(
            headings,
            [
                "Hand 1 · 6. matador double cross",
                "Hand 2 · not judged",
                "Hand 3 · 7. ordinary cross, then matador"
            ],
            "one section per hand, in order"
        );
        let drawings: Vec<u64> = hands
            .iter()
            .filter_map(|h| h["drawings"].as_u64())
            .collect();
        assert_eq!(drawings, [1, 0, 1], "a drawing for each judged hand");
        let points: Vec<u64> = found["lines"]
            .as_array()
            .expect("lines")
            .iter()
            .filter_map(|l| l["points"].as_u64())
            .collect();
        assert_eq!(
            points,
            [2, 1, 2, 1, 2, 1, 2, 1],
            "each line broken at hand 2"
        );
        fits_the_window(&found, width);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Prints `html` to PDF in headless Chromium, as a person's browser prints it
/// on A4, and counts the pages (each a `/Type /Page` object in the file).
fn printed_pages(html: &str, dir: &Path) -> usize {
    let page = dir.join("print.html");
    std::fs::write(&page, html).expect("write the page");
    let pdf = dir.join("print.pdf");
    let output = Command::new(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--no-pdf-header-footer",
        ])
        .arg(format!(
            "--user-data-dir={}",
            dir.join("profile-print").display()
        ))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("Chromium starts");
    let bytes = std::fs::read(&pdf).unwrap_or_else(|_| {
        panic!(
            "Chromium printed nothing:\n{}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    bytes
        .windows(b"/Type /Page".len() + 1)
        .filter(|w| w.starts_with(b"/Type /Page") && w[w.len() - 1] != b's')
        .count()
}

#[test]
fn a_print_of_the_evening_takes_only_the_pages_its_content_needs() {
    // The page is A4 with margins of 14 and 16 mm top and bottom and 13 mm
    // either side: 184 mm wide (695 px at 96 to the inch) and 267 mm (1009 px)
    // of content a page. Laid out with the print rules at that width, the
    // evening is so tall; printed, it may lose the foot of a page where a
    // hand's heading and drawing, kept together, do not fit, but no more: a
    // hand does not start a page of its own (that took 17 pages for 9 hands).
    let (verdict, html) = evening_page();
    let dir = scratch("nos-browser-print");
    let pages = printed_pages(&html, &dir);
    let as_printed = html.replace("@media print", "@media all");
    assert_ne!(as_printed, html, "the page has print rules");
    let found = measure(&as_printed, 695, &dir);
    let height = found["height"].as_f64().expect("the height");
    let needed = (height / 1009.0).ceil() as usize;
    assert!(
        (needed..=needed + 2).contains(&pages),
        "{pages} pages printed for content {height} px tall ({needed} pages of it)"
    );
    assert!(
        pages < verdict.hands.len() + 2,
        "{pages} pages for {} hands",
        verdict.hands.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_charts_labels_read_on_a_phone() {
    // At 400 pixels, a phone held upright, and at A4's 794: every label of the
    // chart (the chips, the hands, the players' names, the notes over the
    // bands) is drawn at 10 pixels or more, and no two of them overlap.
    let (_, html) = evening_page();
    let dir = scratch("nos-browser-phone");
    for width in [400, 794] {
        // Headless Chromium lays a window out at 500 pixels or more: a phone's
        // 400 is the page held to that width in a window of 500, which has the
        // narrow screen's styles as well.
        let found = if width < 500 {
            let held = html.replacen(
                "</head>",
                &format!("<style>html {{ width: {width}px; }}</style></head>"),
                1,
            );
            measure(&held, 500, &dir)
        } else {
            measure(&html, width, &dir)
        };
        assert_eq!(found["width"], width, "the width Chromium laid out");
        if width < 500 {
            assert_eq!(found["wide"], serde_json::json!([]), "wider than {width}px");
        } else {
            fits_the_window(&found, width);
        }
        let labels = found["labels"].as_array().expect("labels");
        let texts: Vec<&str> = labels.iter().filter_map(|l| l["text"].as_str()).collect();
        // The nine hands and the start, the four names, the three hands where
        // the sheet departs (3, 4 and 7), and the axis's own name.
        for expected in ["start", "1", "9", "hand", "Anna", "Bram", "Cees", "Dirk"] {
            assert!(
                texts.contains(&expected),
                "{expected} at {width}px: {texts:?}"
            );
        }
        assert_eq!(texts.iter().filter(|t| **t == "sheet ≠").count(), 3);
        for label in labels {
            let px = label["px"].as_f64().expect("a size");
            assert!(px >= 10.0, "{label} is {px:.1}px at {width}px");
        }
        let edge = |l: &serde_json::Value, key: &str| l[key].as_f64().unwrap_or(f64::NAN);
        for (i, a) in labels.iter().enumerate() {
            for b in &labels[i + 1..] {
                let x =
                    edge(a, "right").min(edge(b, "right")) - edge(a, "left").max(edge(b, "left"));
                let y =
                    edge(a, "bottom").min(edge(b, "bottom")) - edge(a, "top").max(edge(b, "top"));
                assert!(x <= 0.5 || y <= 0.5, "{a} overlaps {b} at {width}px");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
