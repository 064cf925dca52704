const RIYADH_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Riyadh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Saudi Arabia (UTC+3), YYYY-MM-DD: what 'tomorrow' means to the visitor. */
export function saudiToday(now: Date): string {
  return RIYADH_DAY.format(now);
}
