import type { EventGeneratorForm } from '../../contracts/event-generator';
import { normalizeText } from '../../saudi';

/**
 * What the planner prices: the form's event type, with "other" read from the visitor's own
 * description. Each kind has its own venues, service price models and labels.
 */
export type EventKind = 'wedding' | 'birthday' | 'celebration' | 'family' | 'corporate' | 'cultural';
export const EVENT_KINDS: readonly EventKind[] = [
  'wedding',
  'birthday',
  'celebration',
  'family',
  'corporate',
  'cultural',
];

/**
 * The kind of event a form describes. "other" is read from customEventType in English or Arabic
 * (business words first, so "business dinner" is corporate and "family dinner" is family); a
 * description we cannot place is a celebration, the commonest private party.
 *
 * @example
 * eventKind({ eventType: 'other', customEventType: 'Family dinner' }); // 'family'
 * eventKind({ eventType: 'other', customEventType: 'حفل تخرج' });       // 'celebration'
 */
export function eventKind(form: Pick<EventGeneratorForm, 'eventType' | 'customEventType'>): EventKind {
  if (form.eventType !== 'other') return form.eventType;
  const description = form.customEventType ?? '';
  let kind = recent.get(description);
  if (!kind) {
    const text = normalizeText(description);
    kind = KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'celebration';
    // A plan reads the kind dozens of times (every tier, label and re-priced saving): remember a few.
    if (recent.size >= 64) recent.clear();
    recent.set(description, kind);
  }
  return kind;
}

const recent = new Map<string, EventKind>();

// Order matters: a birthday or a family gathering named with a business word ("اجتماع عائلي") stays
// what it is. English words match at a word start; Arabic anywhere (prefixes such as ال and ب attach).
const WORDS: readonly (readonly [EventKind, string])[] = [
  ['birthday', 'birthday bday عيد ميلاد ميلاد'],
  // Engagement, milka and henna nights are a wedding's family: the same halls, customs and motifs.
  ['wedding', 'wedding marriage nikah milka engagement henna زفاف زواج عرس ملكة قران خطوبة خطبة حناء'],
  ['family', 'family reunion relatives عائلي عائلة أسرة أسري أقارب'],
  [
    'corporate',
    'business corporate company conference summit forum seminar workshop meeting training launch award team office client ' +
      'مؤتمر قمة منتدى ندوة ورشة اجتماع تدريب إطلاق شركة أعمال موظفين عملاء تكريم',
  ],
  [
    'cultural',
    'exhibition expo festival concert cultural heritage poetry national founding ' +
      'معرض مهرجان ثقافي تراث أمسية شعر موسيقي الوطني التأسيس',
  ],
  ['family', 'dinner lunch iftar suhoor gathering eid majlis aqiqah عشاء غداء إفطار سحور عزيمة لمة عيد عقيقة'],
];

const KEYWORDS: readonly (readonly [EventKind, RegExp])[] = WORDS.map(([kind, words]) => {
  const alternatives = words.split(' ').map((word) => {
    const normal = normalizeText(word);
    return /^[a-z]/.test(normal) ? `\\b${normal}` : normal;
  });
  return [kind, new RegExp(alternatives.join('|'))] as const;
});
