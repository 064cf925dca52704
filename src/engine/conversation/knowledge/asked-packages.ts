import type { ServicePackage } from '../../../contracts/event-generator';
import { keywordMatcher } from '../text/keyword-matcher';

// biome-ignore format: word lists read best packed
const WORDS: Record<ServicePackage, (text: string) => boolean> = {
  photography: keywordMatcher(['photo', 'photos', 'photography', 'photographer', 'photographers', 'album'], ['تصوير', 'مصور', 'مصوره', 'مصورين', 'مصورات', 'صور']),
  videography: keywordMatcher(['video', 'videography', 'videographer', 'film', 'filming'], ['فيديو', 'تصوير فيديو']),
  entertainment: keywordMatcher(
    ['entertainment', 'band', 'dj', 'singer', 'performer', 'performers', 'music', 'tagaga', 'zaffa', 'show', 'magician', 'fireworks'],
    ['ترفيه', 'فرقه', 'طقاقه', 'زفه', 'مطرب', 'فنان', 'دي جي', 'ساحر', 'العاب ناريه', 'اغاني', 'موسيقي'],
  ),
  decoration: keywordMatcher(['decor', 'decoration', 'decorations', 'flowers', 'kosha', 'balloons', 'styling'], ['ديكور', 'زينه', 'ورد', 'ورود', 'كوشه', 'بالونات']),
  transportation: keywordMatcher(['transport', 'transportation', 'cars', 'buses', 'shuttle', 'pickup'], ['نقل', 'مواصلات', 'باصات', 'سيارات', 'توصيل']),
  security: keywordMatcher(['security', 'guards', 'bouncers'], ['امن', 'حراس', 'حراسه']),
  coordination: keywordMatcher(['coordination', 'coordinator', 'planner', 'organiser', 'organizer'], ['تنسيق', 'منسق', 'منسقه', 'تنظيم']),
  technology: keywordMatcher(['av', 'audio', 'sound', 'lighting', 'screens', 'screen', 'projector', 'streaming'], ['صوتيات', 'صوت', 'اضاءه', 'شاشات', 'شاشه', 'بروجكتر', 'بث']),
};

/**
 * The service packages a normalised message names (a band, the décor, the photographer), in the
 * generator's order.
 *
 * @example
 * askedPackages('do we need a permit if we have a band?'); // ['entertainment']
 */
export function askedPackages(text: string): ServicePackage[] {
  return (Object.keys(WORDS) as ServicePackage[]).filter((pack) => WORDS[pack](text));
}
