/**
 * Result cells as the SQL page shows them. apache-arrow hands DECIMAL and HUGEINT values over as
 * big numbers that print their unscaled digits (1.50 as "150"), and DATE/TIMESTAMP as epoch
 * milliseconds; shown raw, they would be wrong numbers. Browser and Node; pure.
 */

/** Arrow's type ids (the Type enum of the Arrow format) of the values converted here. */
const ARROW_DECIMAL = 7;
const ARROW_DATE = 8;
const ARROW_TIMESTAMP = 10;

/** Unscaled decimal digits ("-150") with the decimal point put back for `scale` ("-1.50" at scale 2). */
export function scaledDecimal(unscaled: string, scale: number): string {
  if (scale <= 0) return unscaled;
  const negative = unscaled.startsWith('-');
  const digits = (negative ? unscaled.slice(1) : unscaled).padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/**
 * The value to show for one cell of a column of Arrow type `type`: DECIMAL and HUGEINT (Arrow
 * decimals) as exact text with their scale, DATE as YYYY-MM-DD, TIMESTAMP as "YYYY-MM-DD hh:mm:ss.sss"
 * (UTC; Arrow JS keeps milliseconds); null as null; any other value unchanged.
 */
export function resultValue(value: unknown, type: { typeId: number; scale?: number }): unknown {
  if (value === null || value === undefined) return null;
  if (type.typeId === ARROW_DECIMAL) return scaledDecimal(String(value), type.scale ?? 0);
  if (type.typeId === ARROW_DATE) return new Date(Number(value)).toISOString().slice(0, 10);
  if (type.typeId === ARROW_TIMESTAMP) return new Date(Number(value)).toISOString().replace('T', ' ').replace('Z', '');
  return value;
}
