/**
 * The settings pages' one stylesheet, served from /settings-assets/ (see assets.ts) so nothing comes
 * from a CDN. Kept as a TypeScript string so `tsc` ships it in dist without a copy step.
 * Colours meet WCAG AA contrast in both light and dark schemes.
 */
export const styles = String.raw`
:root {
  color-scheme: light dark;
  --bg: #f6f7f9; --surface: #ffffff; --text: #1b1f24; --muted: #4b5563; --border: #d0d5dd;
  --accent: #1d4ed8; --accent-text: #ffffff; --danger: #b42318; --ok: #067647; --warn: #93370d;
  --focus: #f79009; --bar: #2563eb; --bar-empty: #c5cbd3; --code-bg: #eef1f5;
  --radius: 8px;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f1318; --surface: #181d24; --text: #e6e9ee; --muted: #a3acb9; --border: #333c48;
    --accent: #6f9dff; --accent-text: #0b1020; --danger: #ff8a80; --ok: #6fd3a4; --warn: #ffb86b;
    --bar: #6f9dff; --bar-empty: #3a4452; --code-bg: #232a33;
  }
}
*, *::before, *::after { box-sizing: border-box; }
/* Component display rules must not un-hide what the page hides (e.g. the copy button without script). */
[hidden] { display: none !important; }
body { margin: 0; background: var(--bg); color: var(--text); }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
.skip-link { position: absolute; left: -9999px; top: 0; background: var(--surface); padding: .5rem 1rem; z-index: 10; }
.skip-link:focus { left: 1rem; }
/* main takes focus from the skip link only so the next Tab starts there; it needs no ring. */
#main:focus { outline: none; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.site-header { background: var(--surface); border-bottom: 1px solid var(--border); }
.site-header .inner { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: center; justify-content: space-between; }
.brand { font-weight: 700; color: var(--text); text-decoration: none; font-size: 1.05rem; }
.site-header nav { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
.site-header nav .who { color: var(--muted); overflow-wrap: anywhere; }
.inner { max-width: 60rem; margin: 0 auto; padding: .75rem 1rem; }
main.inner { padding-top: 1.5rem; padding-bottom: 3rem; }
.site-footer { color: var(--muted); font-size: .875rem; }

h1 { font-size: 1.6rem; margin: 0 0 1rem; line-height: 1.25; }
h2 { font-size: 1.2rem; margin: 0 0 .75rem; }
section.card, .card { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.25rem; margin-bottom: 1.25rem; }
.narrow { max-width: 26rem; margin: 2rem auto; }
.muted { color: var(--muted); }

.stats { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: .75rem; margin: 0; }
@media (min-width: 48rem) { .stats { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.stat { border: 1px solid var(--border); border-radius: var(--radius); padding: .75rem 1rem; margin: 0; }
.stat dt { color: var(--muted); font-size: .875rem; }
.stat dd { margin: .15rem 0 0; font-size: 1.35rem; font-weight: 650; font-variant-numeric: tabular-nums; }
.stat dd small { display: block; font-size: .8rem; font-weight: 400; color: var(--muted); }
meter { width: 100%; height: .6rem; margin-top: .35rem; }

label { display: block; font-weight: 600; margin-bottom: .25rem; }
.field { margin-bottom: 1rem; }
.hint { display: block; color: var(--muted); font-size: .875rem; font-weight: 400; margin: -.1rem 0 .35rem; }
input[type=email], input[type=password], input[type=text] {
  width: 100%; font: inherit; padding: .55rem .7rem; border: 1px solid var(--muted); border-radius: 6px;
  background: var(--surface); color: var(--text); min-height: 2.75rem;
}
button, .button {
  font: inherit; font-weight: 600; padding: .55rem 1rem; border-radius: 6px; border: 1px solid var(--accent);
  background: var(--accent); color: var(--accent-text); cursor: pointer; min-height: 2.75rem; text-decoration: none; display: inline-block;
}
button.secondary { background: transparent; color: var(--accent); }
button.danger { background: transparent; color: var(--danger); border-color: var(--danger); }
button.link { background: none; border: none; color: var(--accent); padding: 0; min-height: 0; text-decoration: underline; font-weight: 400; }
form.create-key { margin-top: 1.25rem; }
.inline-form { display: flex; gap: .5rem; align-items: flex-end; flex-wrap: wrap; }
.inline-form .field { flex: 1 1 14rem; margin: 0; }

.alert { border-radius: 6px; padding: .75rem 1rem; margin-bottom: 1rem; border: 1px solid; }
.alert-error { color: var(--danger); border-color: var(--danger); }
.alert-ok { color: var(--ok); border-color: var(--ok); }

.new-key { border: 2px solid var(--ok); }
.new-key .secret { display: flex; gap: .5rem; flex-wrap: wrap; align-items: center; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9rem; }
.secret code { background: var(--code-bg); padding: .5rem .7rem; border-radius: 6px; overflow-wrap: anywhere; flex: 1 1 20rem; user-select: all; }
pre { background: var(--code-bg); padding: .75rem; border-radius: 6px; overflow-x: auto; }

table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: .5rem .5rem; border-bottom: 1px solid var(--border); vertical-align: top; }
th { font-size: .875rem; color: var(--muted); font-weight: 600; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.key-actions .actions { display: flex; gap: .5rem; flex-wrap: wrap; }
.key-actions details { flex: 1 1 100%; }
.key-actions summary { cursor: pointer; color: var(--accent); }
.revoked { color: var(--muted); }
.badge { display: inline-block; font-size: .75rem; font-weight: 600; padding: .05rem .45rem; border-radius: 999px; border: 1px solid currentColor; }

.usage-chart { margin: 0; }
.chart-area { display: grid; grid-template-columns: auto 1fr; column-gap: .5rem; }
.usage-chart svg { width: 100%; height: 9rem; display: block; overflow: visible; }
.usage-chart .bar { fill: var(--bar); }
.usage-chart .bar-empty { fill: var(--bar-empty); }
.usage-chart .grid { stroke: var(--border); stroke-dasharray: 4 4; }
.usage-chart .axis { stroke: var(--muted); }
.y-axis { display: flex; flex-direction: column; justify-content: space-between; text-align: right; line-height: 1; }
.y-axis, .x-axis { color: var(--muted); font-size: .8rem; font-variant-numeric: tabular-nums; }
.x-axis { grid-column: 2; display: flex; justify-content: space-between; margin-top: .25rem; }
.usage-chart figcaption { color: var(--muted); font-size: .875rem; margin-top: .25rem; }
.usage-chart details { margin-top: .5rem; }
table.compact { max-width: 20rem; }
table.compact td, table.compact th { padding: .2rem .5rem; }

/* Narrow screens: each key becomes a block of labelled lines instead of a wide table row. */
@media (max-width: 40rem) {
  .keys thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .keys tr { display: block; border-bottom: 1px solid var(--border); padding: .5rem 0; }
  .keys td { display: flex; gap: .75rem; border: 0; padding: .2rem 0; }
  .keys td::before { content: attr(data-label); flex: 0 0 6.5rem; color: var(--muted); font-size: .875rem; }
  .keys td.key-actions::before { content: none; }
  section.card { padding: 1rem; }
  .stat { padding: .6rem .75rem; }
}
`;
