//! The page's stylesheet, inline so the page is one file that needs no network.
//!
//! Long because it is one piece of CSS for screen and for print on A4, and it
//! reads best whole.

/// The page's stylesheet: screen and print (A4), legible without colour.
pub(super) const STYLE: &str = r#"
:root { --ink: #1c1b19; --muted: #5d5a53; --rule: #cfc9bc; --paper: #fffdf7; --tint: #f3eee2; --mark: #fbe6a6; --accent: #7b1d12; }
* { box-sizing: border-box; }
html { background: #e9e5db; }
body { margin: 2rem auto; max-width: 50rem; padding: 2.2rem 2.6rem; background: var(--paper); color: var(--ink);
  font: 15px/1.45 "Charter", "Bitstream Charter", "Iowan Old Style", "Palatino Linotype", "DejaVu Serif", Georgia, serif;
  box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1, h2, h3, .kicker, nav, caption, figcaption, th, .summary, dt { font-family: "Avenir Next", "Segoe UI", "Helvetica Neue", "Liberation Sans", "DejaVu Sans", Arial, sans-serif; }
h1 { font-size: 2rem; margin: .1rem 0 .6rem; letter-spacing: -.01em; }
h2 { font-size: 1.25rem; margin: 2rem 0 .6rem; padding-bottom: .2rem; border-bottom: 2px solid var(--ink); }
h3 { font-size: 1rem; margin: 1.2rem 0 .4rem; }
h2 .game { font-weight: normal; color: var(--muted); }
.kicker { text-transform: uppercase; letter-spacing: .12em; font-size: .72rem; color: var(--accent); margin: 0; }
.small { font-size: .85em; color: var(--muted); }
code { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: .88em; overflow-wrap: anywhere; }
.facts { display: flex; flex-wrap: wrap; gap: .3rem 1.6rem; margin: 0 0 1rem; }
.facts div { min-width: 0; }
.facts dt { font-size: .7rem; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.summary { list-style: none; display: flex; flex-wrap: wrap; gap: .4rem; padding: 0; margin: 0 0 .8rem; }
.summary li { border: 1px solid var(--ink); border-radius: 2px; padding: .15rem .55rem; font-size: .88rem; }
nav { font-size: .85rem; color: var(--muted); }
nav a { display: inline-block; min-width: 1.6em; text-align: center; border: 1px solid var(--rule); margin-right: .15rem; text-decoration: none; color: var(--ink); }
a { color: var(--accent); }
table.grid { border-collapse: collapse; width: 100%; margin: .4rem 0 .8rem; font-variant-numeric: tabular-nums; font-size: .9rem; }
caption { caption-side: top; text-align: left; font-size: .8rem; color: var(--muted); padding-bottom: .3rem; }
th, td { padding: .22rem .45rem; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
thead th { border-bottom: 1.5px solid var(--ink); font-size: .78rem; font-weight: 600; }
tbody th { font-weight: 600; }
th.num, td.num, .glance td:not(.game), .settlement td, .counts td:not(.tiles) { text-align: right; }
tr.start td, tr.start th { color: var(--muted); font-style: italic; }
td.differs { font-weight: 700; white-space: nowrap; }
td.differs.fresh { background: var(--mark); box-shadow: inset 3px 0 0 var(--ink); }
td.differs del { font-weight: 400; color: var(--muted); text-decoration-thickness: 1.5px; }
td.differs ins { text-decoration: none; }
td.differs ins::before { content: "≠ "; font-weight: 400; }
td.left { color: var(--muted); font-style: italic; }
td.sheet, td.unknown, tr.unjudged td.game { color: var(--muted); font-style: italic; }
td.game { font-size: .85rem; }
td.tiles { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: .8rem; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
ol.departures li, ol.infractions li { margin-bottom: .5rem; }
ol.infractions { padding-left: 1.3rem; }
ol.infractions p { margin: .1rem 0; }
ol.infractions.possible li { border-left: 2px dashed var(--muted); padding-left: .5rem; }
.summary li.possible, span.possible { border-style: dashed; color: var(--muted); font-style: italic; }
.label { font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; font-size: .7rem; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
.sheet-note { border-left: 4px solid var(--ink); background: var(--mark); padding: .3rem .6rem; }
figure { margin: .6rem 0; }
figcaption { font-size: .8rem; color: var(--muted); margin-top: .3rem; }
svg { max-width: 100%; height: auto; display: block; }
svg text { font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; }
svg.chips { width: 100%; }
svg.chips .grid { stroke: var(--rule); stroke-width: 1; }
svg.chips .start { stroke: var(--muted); stroke-width: 1; stroke-dasharray: 1 3; }
svg.chips .axis { font-size: 11px; fill: var(--muted); }
svg.chips .note { font-size: 10.5px; fill: var(--ink); font-weight: 700; }
svg.chips .name { font-size: 12.5px; font-weight: 700; }
svg.chips .tie { stroke-width: 1.2; stroke-dasharray: 2 2; }
.hand-body { display: flex; flex-wrap: wrap; gap: 1rem 1.6rem; align-items: flex-start; }
.hand-body figure { flex: 0 1 auto; min-width: 0; margin: 0 auto; }
.hand-body table.counts { flex: 1 1 15rem; width: auto; margin: 0; }
svg.layout { margin: 0 auto; }
svg.layout .tile rect { fill: #fff; stroke: var(--ink); stroke-width: 1.3; }
svg.layout .tile.set rect { fill: var(--tint); stroke-width: 2.6; }
svg.layout .tile line { stroke: var(--ink); stroke-width: 1; }
svg.layout .tile circle { fill: var(--ink); }
svg.layout .arm { font-size: 11px; fill: var(--muted); font-weight: 700; }
footer { margin-top: 2.4rem; border-top: 1px solid var(--rule); font-size: .8rem; color: var(--muted); }
@media screen and (max-width: 40rem) {
  body { margin: 0; padding: 1rem .7rem; box-shadow: none; font-size: 14px; }
  table.grid { font-size: .74rem; }
  th, td { padding: .2rem .22rem; }
  thead th { font-size: .68rem; }
  td.game { font-size: .7rem; overflow-wrap: anywhere; }
  td.differs { white-space: normal; }
  td.differs del, td.differs ins { display: block; }
  td.differs ins::before { content: none; }
  td.tiles { font-size: .7rem; }
  /* The chart is drawn at some 55 of its units a pixel here: its labels in
     larger units, for which it keeps room, read at 10 to 12 pixels. */
  svg.chips .axis { font-size: 19px; }
  svg.chips .note { font-size: 19px; }
  svg.chips .name { font-size: 21px; }
  svg.chips .player-line { stroke-width: 3.2; }
}
@page { size: A4; margin: 14mm 13mm 16mm; }
@media print {
  html { background: none; }
  body { margin: 0; max-width: none; padding: 0; box-shadow: none; font-size: 9pt; background: none; }
  nav { display: none; }
  h1 { font-size: 17pt; }
  h2 { margin-top: 1.2rem; }
  th, td { padding: .14rem .4rem; }
  .facts, .summary { margin-bottom: .5rem; }
  h2, h3, caption, thead { break-after: avoid; }
  figure, tr, ol.infractions li, .summary, .facts, .hand-top, .sheet-note { break-inside: avoid; }
  .chart { break-inside: avoid; }
  .hand-body { flex-wrap: nowrap; align-items: center; }
  .hand-body figure { flex: 0 1 auto; max-width: 58%; }
  svg.layout { width: auto; max-width: 100%; max-height: 70mm; }
  svg.chips { max-height: 85mm; }
  a { color: inherit; text-decoration: none; }
  td.differs.fresh { background: none; outline: 1.5px solid var(--ink); outline-offset: -2px; }
  .sheet-note { background: none; }
}
"#;
