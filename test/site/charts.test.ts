// Chart functions render deterministic SVG from a small fixture (test/fixtures/site/chart-data.json).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { intervalDotsChart, type IntervalDatum } from '../../src/components/charts/interval-dots.ts';
import { rankSlopeChart, type SlopeDatum } from '../../src/components/charts/rank-slope.ts';
import { barsChart, type BarDatum } from '../../src/components/charts/bars.ts';

const data = JSON.parse(readFileSync(new URL('../fixtures/site/chart-data.json', import.meta.url), 'utf8')) as {
  leaderboard: IntervalDatum[]; slope: SlopeDatum[]; bars: BarDatum[];
};

describe('intervalDotsChart', () => {
  const svg = intervalDotsChart(data.leaderboard, { xLabel: 'Acc (%) →', ariaLabel: 'Acc per model' });
  it('matches its snapshot', () => expect(svg).toMatchSnapshot());
  it('is byte-identical across calls (fixed class name, no randomness)', () => {
    expect(intervalDotsChart(data.leaderboard, { xLabel: 'Acc (%) →', ariaLabel: 'Acc per model' })).toBe(svg);
  });
  it('escapes release text: a script tag in a label stays text', () => {
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Gamma &lt;script&gt;alert(1)&lt;/script&gt;');
  });
  it('draws one interval line and one dot per model, and labels the chart', () => {
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(svg.match(/<line [^>]*stroke="#/g)).toHaveLength(3);
    expect(svg).toContain('aria-label="Acc per model"');
  });
  it('gives each dot a native tooltip with estimate, interval and group', () => {
    expect(svg).toContain('<title>Alpha-1: 85.9 [82.5, 89.3] · Tier 1</title>');
  });
  it('is one image to assistive technology: role=img on the svg, no aria-label on inner groups (axe aria-prohibited-attr)', () => {
    expect(svg).toMatch(/^<svg[^>]* role="img"/);
    expect(svg.match(/aria-label=/g)).toHaveLength(1);
  });
});

describe('rankSlopeChart', () => {
  const svg = rankSlopeChart(data.slope, { fromLabel: 'Acc rank', toLabel: 'AP-Acc rank', ariaLabel: 'Rank shift' });
  it('matches its snapshot', () => expect(svg).toMatchSnapshot());
  it('highlights exactly the two models that change rank', () => {
    // hand: Alpha-1 1→2 and Beta-2 2→1 move; Gamma stays 3→3.
    expect(svg.match(/stroke="var\(--c2, #c2410c\)"/g)).toHaveLength(2);
  });
  it('labels both ends of every line, escaping "&", each name bidi-isolated (U+2068 … U+2069) from its rank', () => {
    expect(svg).toContain('\u2068Gamma &amp; Co\u2069 3');
    expect(svg).toContain('3 \u2068Gamma &amp; Co\u2069');
  });
});

describe('barsChart', () => {
  const svg = barsChart(data.bars, { xLabel: 'Acc (%) →', ariaLabel: 'By family', domain: [0, 100] });
  it('matches its snapshot', () => expect(svg).toMatchSnapshot());
  it('prints each value and draws an interval only where one is given', () => {
    expect(svg).toContain('>70.9<');
    expect(svg).toContain('>82.6<');
    expect(svg.match(/<rect /g)).toHaveLength(2);
  });
});

describe('autoChart', () => {
  it('draws log-strengths with two decimals and a zero line, from column metadata alone', async () => {
    const { autoChart } = await import('../../src/lib/site/auto-chart.ts');
    const { column, estimateColumns } = await import('../../src/lib/site/entity-tables.ts');
    const table = {
      id: 'bt', title: 'BT', paper_ref: null, description: '', provenance: { sql: null, statistic: null }, notes: [],
      columns: [column('surface', 'Surface', 'id', null, { links_to: 'surface' }), ...estimateColumns('theta', 'θ', 'coefficient', '+.2f')],
      rows: [{ surface: 'SP', theta: 0.57, theta_lower: 0.3, theta_upper: 0.8 }, { surface: 'SD', theta: -1.29, theta_lower: -1.6, theta_upper: -1 }],
    };
    const chart = autoChart(table, (_k, id) => id)!;
    // hand: d3-format "+.2f" of 0.57 is "+0.57", of −1.29 is "−1.29" (U+2212).
    expect(chart.svg).toContain('>+0.57<');
    expect(chart.svg).toContain('>−1.29<');
    expect(chart.caption).toBe('BT: θ with 95% interval by surface.');
  });
  it('gives no chart for a one-row table', async () => {
    const { autoChart } = await import('../../src/lib/site/auto-chart.ts');
    const { column } = await import('../../src/lib/site/entity-tables.ts');
    expect(autoChart({ id: 'x', title: 'X', paper_ref: null, description: '', provenance: { sql: null, statistic: null }, notes: [], columns: [column('k', 'K', 'text', null), column('v', 'V', 'percent', '.1f')], rows: [{ k: 'a', v: 1 }] }, (_k, id) => id)).toBeNull();
  });
});

describe('chartLabel', () => {
  it('cuts a label longer than max characters (code points) to max − 1 and an ellipsis; shorter ones stay', async () => {
    const { chartLabel } = await import('../../src/components/charts/render.ts');
    expect(chartLabel('A'.repeat(64), 24)).toBe(`${'A'.repeat(23)}…`);
    expect(chartLabel('Λόγος', 5)).toBe('Λόγος');
    expect(chartLabel('東京東京東京', 4)).toBe('東京東…');
  });
});
