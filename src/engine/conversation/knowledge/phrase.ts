import type { Language } from '../../../contracts/common';
import { cityName, formatDay, formatNumber, formatSar } from '../../../saudi';

/**
 * How Layla writes figures in a language, with the Saudi core's formatters (one digit policy):
 * English amounts as 'SAR 1,500', Arabic prose names the currency in words ('1,500 ريال').
 */
export function phrase(language: Language) {
  const ar = language === 'ar';
  return {
    ar,
    sar: (amount: number) => (ar ? `${formatNumber(amount, 'ar')} ريال` : formatSar(amount, 'en')),
    number: (value: number) => formatNumber(value, language),
    percent: (share: number) => `${formatNumber(share * 100, language)}${ar ? '٪' : '%'}`,
    day: (iso: string) => formatDay(iso, language),
    city: (city: string) => cityName(city, language),
    /** 'a, b and c' / 'أ، وب، وج' */
    list: (items: readonly string[]) => joinList(items, ar ? '، و' : ', ', ar ? ' و' : ' and '),
    /** 'a, b or c' / 'أ، أو ب' */
    either: (items: readonly string[]) => joinList(items, ar ? '، أو ' : ', ', ar ? ' أو ' : ' or '),
    /** Weeks, with months beside them from two months up: '26 weeks (about 6 months)'. */
    weeks: (weeks: number) => weeksText(weeks, language),
  };
}

function joinList(items: readonly string[], separator: string, last: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(separator)}${last}${items.at(-1)}`;
}

function weeksText(weeks: number, language: Language): string {
  const months = Math.round(weeks / 4.33);
  if (language === 'ar') {
    const unit = weeks >= 3 && weeks <= 10 ? 'أسابيع' : 'أسبوعًا';
    // Said after a preposition (قبل، بعد): the dual in its oblique form.
    const count = weeks === 1 ? 'أسبوع واحد' : weeks === 2 ? 'أسبوعين' : `${weeks} ${unit}`;
    return weeks >= 8 ? `${count} (نحو ${months} ${months <= 10 ? 'أشهر' : 'شهرًا'})` : count;
  }
  const count = `${weeks} week${weeks === 1 ? '' : 's'}`;
  return weeks >= 8 ? `${count} (about ${months} months)` : count;
}

/** A sentence's first letter in lower case, to run a planner label into Layla's sentence. */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
