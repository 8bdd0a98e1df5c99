import { usageChart } from '../../../server/web/views/usageChart';

const days = (counts: number[]) => counts.map((count, i) => ({ day: `2026-03-${String(i + 1).padStart(2, '0')}`, count }));
const heights = (svg: string) => [...svg.matchAll(/<rect class="bar[^"]*"[^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));

test('one bar per day, heights proportional to a round top, empty days as hairlines', () => {
  const out = usageChart(days([0, 5, 10, 3])).value;
  expect(heights(out)).toEqual([1, 50, 100, 30]);
  expect(out).toContain('<span>10</span><span>0</span>');
  expect(out).toContain('18 conversions in the last 4 days');
  expect(out).toContain('<title>Mar 2: 5</title>');
  expect(out).toContain('<span>Mar 1</span><span>Mar 2</span><span>Mar 4</span>');
});

test('the top of the scale rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
  const topOf = (max: number) => /<div class="y-axis"[^>]*><span>(\d+(?:\.\d+)?)<\/span>/.exec(usageChart(days([max])).value)![1];
  expect([0, 1, 4, 7, 13, 24, 26, 180, 999].map(topOf)).toEqual(['1', '1', '4', '10', '20', '25', '50', '200', '1000']);
});

test('the same numbers are in an accessible table', () => {
  const out = usageChart(days([2, 0])).value;
  expect(out).toContain('<tr><td>2026-03-01</td><td class="num">2</td></tr><tr><td>2026-03-02</td><td class="num">0</td></tr>');
  expect(out).toContain('role="img" aria-labelledby="usage-chart-title"');
});
