const RIYADH_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Riyadh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let cached = { minute: Number.NaN, day: '' };

/** Today's date in Saudi Arabia (UTC+3), YYYY-MM-DD: what 'tomorrow' means to the visitor. */
export function saudiToday(now: Date): string {
  // Formatting with a time zone is slow next to the rest of a chat turn; the day changes once a minute at most.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== cached.minute) cached = { minute, day: RIYADH_DAY.format(now) };
  return cached.day;
}
