import { CULTURAL_NOTES, type CulturalKey } from '../../planner';
import { keywordMatcher } from '../keyword-matcher';
import type { KnowledgeAnswer, KnowledgeInput } from './types';

// biome-ignore format: a table reads best packed
const ASKS: readonly (readonly [(text: string) => boolean, CulturalKey | 'sections'])[] = [
  [keywordMatcher(['separate', 'separated', 'segregated', 'segregation', 'mixed', 'men and women', 'women and men', 'section', 'sections', 'seating'], ['منفصل', 'منفصله', 'منفصلين', 'مفصول', 'مفصوله', 'مختلط', 'مختلطه', 'اختلاط', 'قسم', 'اقسام', 'للرجال', 'الجلسات']), 'sections'],
  [keywordMatcher(['photographer', 'photographers', 'camera', 'cameras', 'photos', 'filming'], ['مصوره', 'مصورات', 'مصور', 'تصوير', 'كاميرات', 'جوالات']), 'femalePhotographers'],
  [keywordMatcher(['what time', 'how late', 'start and finish', 'start and end', 'usually start', 'finish', 'timings', 'midnight'], ['متي تبدا', 'متي تخلص', 'تبدا', 'تخلص', 'تنتهي', 'مواعيد', 'توقيت']), 'weddingTimings'],
  [keywordMatcher(['prayer', 'prayers', 'adhan', 'azan', 'pray'], ['الصلاه', 'صلاه', 'الاذان', 'اذان', 'مصلي']), 'prayerTimes'],
  [keywordMatcher(['tagaga', 'taqaqa', 'zaffa', 'zaffah', 'zafa', 'band', 'singer'], ['طقاقه', 'طقاقات', 'زفه', 'فرقه', 'مطربه']), 'weddingMusic'],
  [keywordMatcher(['flag', 'emblem', 'shahada', 'national symbols'], ['العلم', 'علم', 'الشعار', 'الشهاده']), 'nationalSymbols'],
  [keywordMatcher(['sadu', 'najdi', 'heritage', 'motifs'], ['السدو', 'نجدي', 'تراثي', 'زخارف']), 'heritageMotifs'],
];
/** What Layla arranges herself, so the answer starts with a yes. */
const ARRANGED: ReadonlySet<CulturalKey | 'sections'> = new Set(['sections', 'femalePhotographers', 'weddingMusic']);

/**
 * Saudi customs from the planner's cultural notes, chosen by what the visitor asks: separate
 * sections (wedding halls, or optional family sections elsewhere), women photographers in the
 * ladies' hall, wedding night timings, prayer times, the tagaga and zaffa, national symbols on
 * décor. A general 'what should we know' gets prayer times and the seating custom.
 */
export function answerCustoms(input: KnowledgeInput): KnowledgeAnswer {
  const { language, lead, text } = input;
  const wedding = lead.eventType === 'wedding' || (!lead.eventType && /wedding|bride|زواج|عرس|زفاف|عروس/u.test(text));
  const sections: CulturalKey = wedding || !lead.eventType ? 'weddingSections' : 'familySections';
  let keys = ASKS.filter(([matches]) => matches(text)).map(([, key]) => (key === 'sections' ? sections : key));
  if (keys.length === 0) keys = ['prayerTimes', sections];
  const asked = ASKS.filter(([matches]) => matches(text)).map(([, key]) => key);
  const yes = asked.some((key) => ARRANGED.has(key))
    ? language === 'ar'
      ? 'نعم، نرتّب ذلك.'
      : 'Yes, we arrange that.'
    : '';
  const notes = [...new Set(keys)].slice(0, 2).map((key) => CULTURAL_NOTES[key].description[language]);
  return { text: [yes, ...notes].filter(Boolean).join(' '), needs: ['eventType'] };
}
