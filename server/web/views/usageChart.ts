import { html, type SafeHtml } from '../html';

export interface DailyCount {
  /** UTC day, YYYY-MM-DD */
  day: string;
  count: number;
}

// Bars live in a viewBox stretched to the figure's width; the text is HTML around it, so labels keep
// their size on a phone and on a wide screen alike.
const WIDTH = 300;
const HEIGHT = 100;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function shortDate(day: string): string {
  const [, month, date] = day.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(date)}`;
}

// The top gridline sits on a round number so the scale reads at a glance.
function niceCeiling(max: number): number {
  if (max <= 5) return Math.max(1, max);
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= max)!;
  return step * magnitude;
}

/**
 * Conversions per day as an inline SVG bar chart, drawn on the server so it needs no script and
 * no chart library; the same numbers follow as a table for screen readers and for copying.
 */
export function usageChart(days: DailyCount[]): SafeHtml {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const top = niceCeiling(Math.max(0, ...days.map((d) => d.count)));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = slot * 0.7;
  const summary = `${total} conversion${total === 1 ? '' : 's'} in the last ${days.length} days`;

  const bars = days.map((d, i) => {
    // A day with no conversions still gets a hairline so the time axis stays readable.
    const height = d.count === 0 ? 1 : Math.max(2, (d.count / top) * HEIGHT);
    const x = i * slot + (slot - barWidth) / 2;
    return html`<rect class="${d.count === 0 ? 'bar bar-empty' : 'bar'}" x="${x.toFixed(2)}" y="${(HEIGHT - height).toFixed(2)}" width="${barWidth.toFixed(2)}" height="${height.toFixed(2)}"><title>${shortDate(d.day)}: ${d.count}</title></rect>`;
  });
  const middle = days[Math.floor((days.length - 1) / 2)];

  return html`<figure class="usage-chart">
  <div class="chart-area">
    <div class="y-axis" aria-hidden="true"><span>${top}</span><span>0</span></div>
    <svg viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="none" role="img" aria-labelledby="usage-chart-title" focusable="false">
      <title id="usage-chart-title">${summary}</title>
      <line class="grid" x1="0" x2="${WIDTH}" y1="0.5" y2="0.5" vector-effect="non-scaling-stroke"></line>
      ${bars}
      <line class="axis" x1="0" x2="${WIDTH}" y1="${HEIGHT}" y2="${HEIGHT}" vector-effect="non-scaling-stroke"></line>
    </svg>
    ${
      days.length
        ? html`<div class="x-axis" aria-hidden="true"><span>${shortDate(days[0].day)}</span><span>${shortDate(middle.day)}</span><span>${shortDate(days[days.length - 1].day)}</span></div>`
        : ''
    }
  </div>
  <figcaption>${summary}.</figcaption>
  <details>
    <summary>Show as a table</summary>
    <table class="compact">
      <thead><tr><th scope="col">Day (UTC)</th><th scope="col" class="num">Conversions</th></tr></thead>
      <tbody>${days.map((d) => html`<tr><td>${d.day}</td><td class="num">${d.count}</td></tr>`)}</tbody>
    </table>
  </details>
</figure>`;
}
