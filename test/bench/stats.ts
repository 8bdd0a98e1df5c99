/** The figures of one table row: ours and the reference, each the median of repeated runs. */
export type BenchRow = {
  measure: string;
  ours: number;
  reference: number;
  referenceName: string;
  unit: string;
  /** e.g. '≥ 0.8' on ours/reference, or '≤ 50 ms' on ours alone. */
  target?: { on: 'ratio' | 'ours'; atLeast?: number; atMost?: number };
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const ms = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;

const fmt = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2));

export function renderTable(rows: BenchRow[]): string {
  const lines = ['| Measure | Ours (median) | Reference (median) | Ratio ours/ref | Target | Met |', '|---|---:|---|---:|---|---|'];
  for (const row of rows) {
    const ratio = row.reference ? row.ours / row.reference : NaN;
    const t = row.target;
    let target = '';
    let met = '';
    if (t) {
      const value = t.on === 'ratio' ? ratio : row.ours;
      const unit = t.on === 'ratio' ? '×' : ` ${row.unit}`;
      target = `${t.on === 'ratio' ? 'ratio ' : ''}${t.atLeast !== undefined ? `≥ ${t.atLeast}` : `≤ ${t.atMost}`}${unit}`;
      met = (t.atLeast === undefined || value >= t.atLeast) && (t.atMost === undefined || value <= t.atMost) ? 'yes' : 'NO';
    }
    lines.push(
      `| ${row.measure} | ${fmt(row.ours)} ${row.unit} | ${fmt(row.reference)} ${row.unit} (${row.referenceName}) | ${fmt(ratio)} | ${target} | ${met} |`,
    );
  }
  return lines.join('\n');
}
