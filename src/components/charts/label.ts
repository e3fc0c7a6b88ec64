/**
 * A chart label cut to `max` characters with an ellipsis: an SVG text never wraps, so a long
 * release name would run past the chart. The full label stays in the mark's title and the data
 * table. No DOM: charts drawn in the browser use it too.
 */
export function chartLabel(label: string, max = 24): string {
  const chars = [...label];
  return chars.length <= max ? label : `${chars.slice(0, max - 1).join('')}…`;
}
