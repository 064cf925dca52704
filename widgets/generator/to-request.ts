import { LIMITS } from '@contracts/constants';
import type { EventGeneratorRequest } from '@contracts/event-generator';
import type { Language } from '@shell/base/language';
import { type GeneratorForm, localDay } from './form-defaults';
import { parseBudget, parseGuestCount } from './validate-step';

/**
 * The function's request (spec §7): the form with guestCount and duration as integers, plus the
 * language and the current time as ISO 8601 with the visitor's own offset, so the server's
 * "not in the past" check uses the visitor's calendar day.
 */
export function toRequest(form: GeneratorForm, language: Language, now: Date = new Date()): EventGeneratorRequest {
  const min = parseBudget(form.budgetRange.min);
  const max = parseBudget(form.budgetRange.max);
  const customEventType = form.customEventType.trim();
  return {
    eventType: form.eventType || 'other',
    ...(form.eventType === 'other' && customEventType ? { customEventType } : {}),
    guestCount: parseGuestCount(form.guestCount) ?? 0,
    location: form.location.trim(),
    duration: Math.trunc(form.duration),
    season: form.season,
    eventDate: form.eventDate,
    premiumLevel: form.premiumLevel,
    cateringOptions: { ...form.cateringOptions },
    servicePackages: [...form.servicePackages],
    specialRequests: form.specialRequests.map((item) => item.trim()).filter(Boolean),
    ...(min !== undefined || max !== undefined ? { budgetRange: { min: min ?? 0, max: max ?? LIMITS.budget } } : {}),
    visualPreferences: { ...form.visualPreferences },
    generateVisuals: form.generateVisuals,
    language,
    currentDate: localIsoDateTime(now),
  };
}

/** `2026-11-21T14:05:09+03:00`: the visitor's wall-clock time with its UTC offset. */
export function localIsoDateTime(now: Date): string {
  const pad = (value: number) => String(Math.trunc(Math.abs(value))).padStart(2, '0');
  const offset = -now.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${localDay(now)}T${time}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}
