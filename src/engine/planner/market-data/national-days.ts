/**
 * The Kingdom's two national days, fixed in the Gregorian calendar. R65: Saudi National Day,
 * 23 September, the day of the 1932 decree that named the Kingdom. R66: Founding Day, 22 February,
 * set by royal order in January 2022 to mark the founding of the first Saudi state in 1727.
 */
export const NATIONAL_DAYS = {
  nationalDay: { month: 9, day: 23 },
  foundingDay: { month: 2, day: 22 },
} as const;
