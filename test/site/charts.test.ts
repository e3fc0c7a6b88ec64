// Chart functions render deterministic SVG from a small fixture (test/fixtures/site/chart-data.json).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { intervalDotsChart, type IntervalDatum } from '../../src/components/charts/interval-dots.ts';
import { rankSlopeChart, type SlopeDatum } from '../../src/components/charts/rank-slope.ts';
import { barsChart, type BarDatum } from '../../src/components/charts/bars.ts';
import { CATEGORY_COLOURS, contrastRatio } from '../../src/components/charts/palette.ts';
import { AXIS_SPACE, COLUMN_WIDTH, MEDIUM, NARROW } from '../../src/components/charts/render.ts';

/** The renderings of a chart (render.ts): the column-wide one, a 640 px one for tablets when wider, and the 360 px one for phones. */
const NARROW_OPEN = '</div><div class="plot-narrow">';
const MEDIUM_OPEN = '</div><div class="plot-medium">';
const wideOf = (html: string) => html.slice(html.indexOf('>') + 1, html.includes(MEDIUM_OPEN) ? html.indexOf(MEDIUM_OPEN) : html.indexOf(NARROW_OPEN));
const mediumOf = (html: string) => (html.includes(MEDIUM_OPEN) ? html.slice(html.indexOf(MEDIUM_OPEN) + MEDIUM_OPEN.length, html.indexOf(NARROW_OPEN)) : null);
const narrowOf = (html: string) => html.slice(html.indexOf(NARROW_OPEN) + NARROW_OPEN.length, -'</div>'.length);

const data = JSON.parse(readFileSync(new URL('../fixtures/site/chart-data.json', import.meta.url), 'utf8')) as {
  leaderboard: IntervalDatum[]; slope: SlopeDatum[]; bars: BarDatum[];
};

describe('intervalDotsChart', () => {
  const html = intervalDotsChart(data.leaderboard, { xLabel: 'Acc (%) →', ariaLabel: 'Acc per model' });
  const svg = wideOf(html);
  it('matches its snapshot', () => expect(html).toMatchSnapshot());
  it('is byte-identical across calls (fixed class name, no randomness)', () => {
    expect(intervalDotsChart(data.leaderboard, { xLabel: 'Acc (%) →', ariaLabel: 'Acc per model' })).toBe(html);
  });
  it('has a phone rendering 360 px wide whose text is at least 12 px (≥ 11 px in a 358 px column)', () => {
    const narrow = narrowOf(html);
    expect(narrow).toMatch(new RegExp(`viewBox="0 0 ${NARROW.width} `));
    expect(narrow.match(/<circle /g)).toHaveLength(3);
    // The root svg's font-size="10" attribute is Plot's default, overridden by its style (font-size:12px).
    // Plot's legend <style> (10 px swatches) is overridden by site.css (.hif-plot-swatches 0.88rem).
    const sizes = [...narrow.replace(/<style>[\s\S]*?<\/style>/g, '').matchAll(/<(?!svg )[a-z]+ [^>]*font-size="(\d+(?:\.\d+)?)"|font-size: ?(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1] ?? m[2]));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  });
  it(`is drawn at the laptop column's ${COLUMN_WIDTH} px, and again at ${MEDIUM.width} px for tablets, with the same marks`, () => {
    expect(svg).toMatch(new RegExp(`viewBox="0 0 ${COLUMN_WIDTH} `));
    expect(html.startsWith('<div class="plot-wide">')).toBe(true);
    const medium = mediumOf(html)!;
    expect(medium).toMatch(new RegExp(`viewBox="0 0 ${MEDIUM.width} `));
    expect(medium.match(/<circle /g)).toHaveLength(3);
    // A chart drawn no wider than the tablet width has no tablet copy (the model page's 440 px bars).
    const small = barsChart(data.bars, { xLabel: 'Acc (%) →', ariaLabel: 'By family', width: 440 });
    expect(mediumOf(small)).toBeNull();
    expect(small.startsWith('<div class="plot-wide plot-no-medium">')).toBe(true);
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
  it('is one image to assistive technology: role=img on the chart svg only, no aria-label on inner groups (axe aria-prohibited-attr)', () => {
    expect(svg).toMatch(/<svg[^>]* role="img"[^>]*class="hif-plot"/);
    expect(svg.match(/role="img"/g)).toHaveLength(1);
    expect(svg.match(/aria-label=/g)).toHaveLength(1);
  });
  it('names the colour groups in a legend (swatches hidden from assistive technology), in first-seen order', () => {
    const legend = svg.slice(0, svg.indexOf('<svg style'));
    expect(legend.match(/<span class="hif-plot-swatch"><svg aria-hidden="true" fill="(#[0-9a-f]{6})"[^>]*>.*?<\/svg>([^<]*)<\/span>/g)?.map((m) => m.replace(/<[^>]+>/g, ''))).toEqual(['Tier 1', 'Tier 2']);
    expect(legend).toContain(`fill="${CATEGORY_COLOURS[0]}"`);
    expect(legend).toContain(`fill="${CATEGORY_COLOURS[1]}"`);
  });
  it('draws no legend when no datum has a group', () => {
    const plain = wideOf(intervalDotsChart(data.leaderboard.map((d) => ({ ...d, group: null })), { xLabel: 'Acc (%) →', ariaLabel: 'Acc per model' }));
    expect(plain).toMatch(/^<svg/);
    expect(plain).not.toContain('swatch');
  });
  it('leaves room for the axis title below the tick labels (they do not overprint)', () => {
    const height = Number(new RegExp(`viewBox="0 0 ${COLUMN_WIDTH} (\\d+)"`).exec(svg)![1]);
    const axisY = height - AXIS_SPACE.marginBottom;
    const ticks = /<g transform="translate\(0,(\d+)\)" font-variant="tabular-nums">/.exec(svg);
    const title = /<g data-axis-label="x" transform="translate\(0,(\d+)\)"><text transform="translate\([\d.]+,(\d+)\)">Acc \(%\) →<\/text>/.exec(svg);
    expect(Number(title![2])).toBe(axisY);
    // Tick labels (12 px, hanging from their offset) end ~12 px below it; the title's baseline needs its own ~12 px above it.
    expect(Number(title![1]) - Number(ticks![1])).toBeGreaterThanOrEqual(24);
    expect(Number(title![1]) + 4).toBeLessThanOrEqual(AXIS_SPACE.marginBottom);
  });
});

describe('rankSlopeChart', () => {
  const html = rankSlopeChart(data.slope, { fromLabel: 'Acc rank', toLabel: 'AP-Acc rank', xLabel: 'Rank by Acc and by AP-Acc', ariaLabel: 'Rank shift' });
  const svg = wideOf(html);
  it('matches its snapshot', () => expect(html).toMatchSnapshot());
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
  const html = barsChart(data.bars, { xLabel: 'Acc (%) →', ariaLabel: 'By family', domain: [0, 100] });
  const svg = wideOf(html);
  it('matches its snapshot', () => expect(html).toMatchSnapshot());
  it('prints a negative value right of the zero line, not over its bar', () => {
    const neg = wideOf(barsChart([{ label: 'a', value: 1 }, { label: 'b', value: -1 }], { xLabel: 'θ →', ariaLabel: 'θ' }));
    const x = (v: string) => Number(new RegExp(`<text[^>]*transform="translate\\(([\\d.]+),[\\d.]+\\)"[^>]*>${v}<`).exec(neg)?.[1]);
    expect(x('−1.0')).toBeGreaterThan(0);
    expect(Math.abs(x('−1.0') - x('1.0'))).toBeGreaterThan(0);
  });
  it('sorts bars by value, largest first (the fixture lists the smaller first)', () => {
    expect(svg.indexOf('>Quantitative limits<')).toBeLessThan(svg.indexOf('>Output control<'));
  });
  it('draws the interval as a whisker with a tick at each bound, only where given', () => {
    // hand: one interval (80.1, 85.0) → one rule line and two ticks; 70.9 has none.
    expect(svg.match(/<line /g)?.length).toBeGreaterThanOrEqual(3);
    expect(svg).toContain('<title>Quantitative limits: 82.6 [80.1, 85.0]</title>');
  });
  it('prints values with the given format, so 0.75 and 0.85 stay apart', () => {
    const r = barsChart([{ label: 'a', value: 0.751 }, { label: 'b', value: 0.849 }], { xLabel: 'Pearson r →', ariaLabel: 'r', format: (v) => v.toFixed(3) });
    expect(r).toContain('>0.751<');
    expect(r).toContain('>0.849<');
  });
  it('prints each value and draws an interval only where one is given', () => {
    expect(svg).toContain('>70.9<');
    expect(svg).toContain('>82.6<');
    expect(svg.match(/<rect /g)).toHaveLength(2);
  });
});

describe('tableChart (declared charts)', () => {
  const provenance = { sql: null, statistic: null, rows: { kind: 'query' as const, sql: 'SELECT 1' } };
  it('plots the declared field, B − A, not the first numeric column, and names it in heading, axis and aria-label', async () => {
    const { tableChart } = await import('../../src/site/views/table-charts.ts');
    const { column } = await import('../../src/site/entity-tables.ts');
    const table = {
      id: 'judge_swap_shifts', title: 'Shifts', paper_ref: null, description: '', provenance, notes: [],
      columns: [column('model_id', 'Model', 'id', null, { links_to: 'model' }), column('pass_rate_a', 'Pass rate, rater A', 'percent', '.1f'), column('pass_rate_b', 'Pass rate, rater B', 'percent', '.1f'), column('shift', 'Shift', 'pp', '+.2f')],
      // hand: shift = B − A: 70 − 80 = −10, 90 − 60 = +30.
      rows: [{ model_id: 'm1', pass_rate_a: 80, pass_rate_b: 70, shift: -10 }, { model_id: 'm2', pass_rate_a: 60, pass_rate_b: 90, shift: 30 }],
    };
    const chart = tableChart(table, (_k, id) => id)!;
    expect(chart.fields).toEqual(['shift']);
    expect(chart.values).toEqual([-10, 30]);
    expect(chart.heading).toBe('Shift in pass rate when the judge is swapped, rater B − rater A (pp)');
    expect(chart.svg).toContain('aria-label="Shift in pass rate when the judge is swapped, rater B − rater A (pp)"');
    expect(chart.svg).toContain('Shift in pass rate when the judge is swapped, rater B − rater A (pp) →');
    // "+.2f" of 30 is "+30.00"; no pass rate (80.0) is printed.
    expect(chart.svg).toContain('>+30.00<');
    expect(chart.svg).not.toContain('>80.0<');
  });
  it('draws all five θ per build as a dot plot (field-major values), not θ SP alone', async () => {
    const { tableChart } = await import('../../src/site/views/table-charts.ts');
    const { column } = await import('../../src/site/entity-tables.ts');
    const thetas = ['sp', 'td', 'sd', 'pf', 'ui'];
    const table = {
      id: 'e0_single_build', title: 'Per build', paper_ref: null, description: '', provenance, notes: [],
      columns: [column('build_id', 'Build', 'id', null, { links_to: 'build' }), ...thetas.map((s) => column(`theta_${s}`, `θ ${s.toUpperCase()}`, 'coefficient', '+.2f'))],
      rows: [{ build_id: 'b1', theta_sp: 1, theta_td: 2, theta_sd: 3, theta_pf: 4, theta_ui: 5 }, { build_id: 'b2', theta_sp: -1, theta_td: -2, theta_sd: -3, theta_pf: -4, theta_ui: -5 }],
    };
    const chart = tableChart(table, (_k, id) => id)!;
    expect(chart.fields).toEqual(['theta_sp', 'theta_td', 'theta_sd', 'theta_pf', 'theta_ui']);
    expect(chart.values).toEqual([1, -1, 2, -2, 3, -3, 4, -4, 5, -5]);
    // 10 dots, one per (build, surface): each a <circle> with a <title> naming build and surface.
    expect(chart.svg).toContain('<title>b2 · UI: −5.00</title>');
    expect(chart.svg.match(/<circle /g)?.length).toBeGreaterThanOrEqual(10);
  });
  it('gives no chart to a table without a declaration, or with one row', async () => {
    const { tableChart } = await import('../../src/site/views/table-charts.ts');
    const { column } = await import('../../src/site/entity-tables.ts');
    const cols = [column('model_id', 'Model', 'id', null), column('shift', 'Shift', 'pp', '.1f')];
    expect(tableChart({ id: 'undeclared', title: 'X', paper_ref: null, description: '', provenance, notes: [], columns: cols, rows: [{ model_id: 'a', shift: 1 }, { model_id: 'b', shift: 2 }] }, (_k, id) => id)).toBeNull();
    expect(tableChart({ id: 'judge_swap_shifts', title: 'X', paper_ref: null, description: '', provenance, notes: [], columns: cols, rows: [{ model_id: 'a', shift: 1 }] }, (_k, id) => id)).toBeNull();
  });
  it('fails when the declared field is missing from the table', async () => {
    const { tableChart } = await import('../../src/site/views/table-charts.ts');
    const { column } = await import('../../src/site/entity-tables.ts');
    expect(() => tableChart({ id: 'judge_swap_shifts', title: 'X', paper_ref: null, description: '', provenance, notes: [], columns: [column('model_id', 'Model', 'id', null)], rows: [] }, (_k, id) => id)).toThrow(/no column "shift"/);
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

describe('chart colours', () => {
  it('computes WCAG contrast ratios (hand: black on white 21, a colour on itself 1, #777 on white ≈ 4.48)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#2f7fd8', '#2f7fd8')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('every category colour reaches 3:1 against the page and panel backgrounds of both themes in site.css', () => {
    const css = readFileSync(new URL('../../src/styles/site.css', import.meta.url), 'utf8');
    const backgrounds = [...css.matchAll(/--(?:bg|soft): (#[0-9a-f]{6})/g)].map((m) => m[1]!);
    expect(new Set(backgrounds).size).toBe(4);
    for (const colour of CATEGORY_COLOURS) for (const bg of backgrounds) expect(contrastRatio(colour, bg), `${colour} on ${bg}`).toBeGreaterThanOrEqual(3);
  });
  it('the accent and highlight variables used by the charts reach 3:1 on their theme background', () => {
    const css = readFileSync(new URL('../../src/styles/site.css', import.meta.url), 'utf8');
    for (const block of css.split('}').filter((b) => /--c1:/.test(b))) {
      const bg = /--bg: (#[0-9a-f]{6})/.exec(block)![1]!;
      for (const v of ['c1', 'c2', 'c3', 'c4', 'fg']) {
        const colour = new RegExp(`--${v}: (#[0-9a-f]{6})`).exec(block)![1]!;
        expect(contrastRatio(colour, bg), `--${v} ${colour} on ${bg}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('probabilityHeatmap', async () => {
  const { probabilityFill, probabilityText, probabilityLabel, CELL_OUTLINE, probabilityHeatmap } = await import('../../src/components/charts/probability-heatmap.ts');
  const { renderPlot } = await import('../../src/components/charts/render.ts');
  it('prints every cell\'s percent at 4.5:1 or more against its fill, for every probability', () => {
    for (let i = 0; i <= 1000; i++) expect(contrastRatio(probabilityText(i / 1000), probabilityFill(i / 1000)), `p = ${i / 1000}`).toBeGreaterThanOrEqual(4.5);
  });
  it('outlines cells at 3:1 or more against the page and panel backgrounds of both themes', () => {
    const css = readFileSync(new URL('../../src/styles/site.css', import.meta.url), 'utf8');
    for (const m of css.matchAll(/--(?:bg|soft): (#[0-9a-f]{6})/g)) expect(contrastRatio(CELL_OUTLINE, m[1]!), m[1]).toBeGreaterThanOrEqual(3);
  });
  it('darkens with the probability and labels percent (hand: 0.374 → "37", 0.004 → "<1", 0 → "")', () => {
    expect(probabilityFill(0)).toBe('#f2f6fc');
    expect(probabilityFill(1)).toBe('#0b3a8a');
    expect(probabilityLabel(0.374)).toBe('37');
    expect(probabilityLabel(0.004)).toBe('<1');
    expect(probabilityLabel(0)).toBe('');
  });
  it('keeps the rows in the order given and escapes release text', () => {
    const svg = renderPlot(probabilityHeatmap([{ row: 'Z<script>', column: '1', p: 0.5 }, { row: 'A', column: '1', p: 0.5 }], {
      rows: ['Z<script>', 'A'], columns: ['1'], xLabel: 'Rank', ariaLabel: 'x', title: (c) => c.row,
    }));
    expect(svg).not.toContain('<script>');
    expect(svg.indexOf('Z&lt;script&gt;')).toBeLessThan(svg.lastIndexOf('>\u2068A\u2069<'));
  });
});
