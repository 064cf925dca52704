import type { Language } from '../contracts/constants';

/** A day of the Umm al-Qura calendar: the Kingdom's official Hijri calendar, computed by KACST (R67). */
export interface HijriDate {
  year: number;
  /** 1 = Muharram … 9 = Ramadan, 10 = Shawwal, 12 = Dhu al-Hijjah. */
  month: number;
  day: number;
}

// Umm al-Qura, named explicitly: a plain 'ar-SA' locale gave the Gregorian calendar in Node 20 (the
// domain notes, calendar section). UTC, with YYYY-MM-DD days read at noon, so no time zone moves a day.
const PARTS = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_MS = 86_400_000;

/**
 * The Umm al-Qura date of a Gregorian day (YYYY-MM-DD), from the runtime's Intl calendar
 * (`islamic-umalqura`, a standard Intl calendar: R68), not from a table of ours that would end. The
 * Supreme Court still sets the religious dates by moon sighting, so the day observed can differ by
 * one (R69). tests/saudi/hijri.test.ts checks it against the announced dates of 2019–2025 and the
 * published Umm al-Qura month starts to 2040.
 *
 * @example
 * hijriOf('2027-03-10'); // { year: 1448, month: 10, day: 2 } (2 Shawwal 1448, Eid al-Fitr's second day)
 */
export function hijriOf(day: string): HijriDate {
  let hijri = known.get(day);
  if (!hijri) {
    const parts = PARTS.formatToParts(new Date(`${day.slice(0, 10)}T12:00:00Z`));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    hijri = Object.freeze({ year: part('year'), month: part('month'), day: part('day') });
    if (known.size >= 4_000) known.clear();
    known.set(day, hijri);
  }
  return hijri;
}
// A plan and a chat turn ask about the same few days many times.
const known = new Map<string, HijriDate>();

/**
 * The Gregorian day (YYYY-MM-DD) of an Umm al-Qura date, or undefined for a day the month does
 * not have (the 30th of a 29-day month).
 *
 * @example
 * gregorianOf({ year: 1448, month: 9, day: 1 }); // '2027-02-08' (1 Ramadan 1448)
 */
export function gregorianOf(hijri: HijriDate): string | undefined {
  // The mean Hijri month (29.530588 days) from 1 Muharram 1 AH (16 July 622, day −492,148 of the
  // Unix epoch) lands within a day or two; then walk to the exact day.
  const months = (hijri.year - 1) * 12 + (hijri.month - 1);
  let guess = -492_148 + Math.round(months * 29.530588) + hijri.day - 1;
  for (let step = 0; step < 8; step++) {
    const found = hijriOf(isoOf(guess));
    const monthGap = hijri.year * 12 + hijri.month - (found.year * 12 + found.month);
    const gap = monthGap * 29.5 + hijri.day - found.day;
    if (monthGap === 0 && gap === 0) return isoOf(guess);
    // At least a day towards the target: the 30th of a 29-day month swings between its neighbours.
    guess += Math.sign(gap) * Math.max(1, Math.round(Math.abs(gap)));
  }
  return undefined;
}

const isoOf = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

export const HIJRI_MONTHS: Record<Language, readonly string[]> = {
  en: [
    'Muharram',
    'Safar',
    'Rabi al-Awwal',
    'Rabi al-Thani',
    'Jumada al-Ula',
    'Jumada al-Akhirah',
    'Rajab',
    'Shaban',
    'Ramadan',
    'Shawwal',
    'Dhu al-Qadah',
    'Dhu al-Hijjah',
  ],
  ar: [
    'محرم',
    'صفر',
    'ربيع الأول',
    'ربيع الآخر',
    'جمادى الأولى',
    'جمادى الآخرة',
    'رجب',
    'شعبان',
    'رمضان',
    'شوال',
    'ذو القعدة',
    'ذو الحجة',
  ],
};

/**
 * An Umm al-Qura date in words, with Western digits in both languages (the project's digit policy).
 *
 * @example
 * formatHijri('2027-03-10', 'en'); // '2 Shawwal 1448 AH'
 * formatHijri('2027-03-10', 'ar'); // '2 شوال 1448 هـ'
 */
export function formatHijri(day: string, language: Language): string {
  const { year, month, day: date } = hijriOf(day);
  const name = HIJRI_MONTHS[language][month - 1] ?? '';
  return language === 'ar' ? `${date} ${name} ${year} هـ` : `${date} ${name} ${year} AH`;
}
