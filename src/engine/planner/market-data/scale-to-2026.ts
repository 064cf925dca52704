/**
 * Price scaling from a source's year to 2026.
 *
 * Most sourced SAR figures in the domain notes date from 2004–2022, before or around the 15 % VAT
 * (1 Jul 2020, R1) and later inflation. Every figure in the market data is stored at its source
 * year and multiplied up here, so the table says where a number came from and the engine prices
 * in 2026 riyals.
 */

/** The price year every engine figure is expressed in. */
export const PRICE_YEAR = 2026;

/**
 * Assumed average annual price growth for event services in the Kingdom. [EST] no public series
 * for event services exists; anchored on GASTAT's wedding-party average rising 32 % y/y in 2022
 * (R2) being an outlier and general CPI running ~2–3 %, so 3 % is a deliberate middle.
 */
export const ANNUAL_GROWTH = 0.03;

/**
 * Scales a VAT-excluded SAR amount from its source year to 2026 at {@link ANNUAL_GROWTH}.
 *
 * @example
 * scaleTo2026(100, 2025); // 103
 * scaleTo2026(100, 2026); // 100
 */
export function scaleTo2026(amount: number, sourceYear: number): number {
  const years = Math.max(0, PRICE_YEAR - sourceYear);
  return amount * (1 + ANNUAL_GROWTH) ** years;
}
