import type { SEASONS } from '../contracts/constants';

export type Season = (typeof SEASONS)[number];

/**
 * The season of a month (1–12), as the product counts them (spec §4): December–February winter,
 * March–May spring, June–August summer, September–November autumn. The generator form's default
 * season and the season Layla prices an event in both come from here.
 *
 * @example
 * seasonOfMonth(12); // 'winter'
 * seasonOfMonth(9);  // 'autumn'
 */
export function seasonOfMonth(month: number): Season {
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'autumn';
}

/**
 * The season of a YYYY-MM-DD day.
 *
 * @example
 * seasonOf('2026-11-15'); // 'autumn'
 */
export function seasonOf(day: string): Season {
  return seasonOfMonth(Number(day.slice(5, 7)));
}
