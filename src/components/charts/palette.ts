/**
 * Colours of chart marks that encode a category (tied groups, tiers). Each reaches at least 3:1
 * against the page and panel backgrounds of both themes (WCAG 2.1 SC 1.4.11, non-text contrast),
 * which tableau10's orange and teal (2.3–2.4:1 on white) do not; checked in test/site/charts.test.ts.
 * Nine hues: a tenth category repeats the first, so a legend always names the groups.
 */
export const CATEGORY_COLOURS = ['#2f7fd8', '#d9480f', '#2b9348', '#9b5de5', '#0b8a8a', '#d6336c', '#8a6d00', '#9c755f', '#6c757d'] as const;

/** WCAG 2.1 relative luminance of an sRGB colour "#rrggbb" (G-18: linearise each channel, weight 0.2126/0.7152/0.0722). */
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
