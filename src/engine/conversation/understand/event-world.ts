import { keywordMatcher } from '../text/keyword-matcher';

/**
 * Words of a message addressed to the company ('do you…', 'عندكم…', 'your team'): a question to
 * an event company that no topic answers is still its to answer, so it goes to the team.
 */
// biome-ignore format: word lists read best packed
export const toCompany = keywordMatcher(
  [
    'you', 'your', 'yours', 'u', 'ur', 'company', 'team', 'service', 'services', 'package', 'packages', 'offer',
    'price', 'prices', 'cost', 'book', 'booking', 'quote', 'planner', 'organiser', 'organizer',
  ],
  [
    'عندكم', 'تسوون', 'تقدرون', 'توفرون', 'تقدمون', 'تنظمون', 'تشتغلون', 'فريقكم', 'شركتكم', 'خدماتكم', 'اسعاركم',
    'انتم', 'معكم', 'لكم', 'منكم', 'عليكم', 'تعطوني', 'تجيبون', 'سعر', 'اسعار', 'حجز', 'نحجز', 'باقه', 'باقات',
  ],
);

/**
 * Whether a normalised message is about an event at all (a venue, guests, the bride, a hall, a
 * stage…), for the one choice the classifier cannot make when it knows no topic: an event question
 * she cannot place goes to the team; anything else gets a polite no and a way back.
 *
 * @example
 * eventWorld('can the bride arrive on a horse?'); // true
 * eventWorld('what is the capital of france');    // false
 */
// biome-ignore format: word lists read best packed
export const eventWorld = keywordMatcher(
  [
    'event', 'events', 'party', 'parties', 'guest', 'guests', 'venue', 'hall', 'bride', 'groom', 'wedding',
    'conference', 'stage', 'sound', 'lighting', 'decor', 'décor', 'decoration', 'photographer', 'invitation',
    'invitations', 'parking', 'seating', 'tables', 'chairs', 'ceremony', 'reception', 'attendees', 'interpreter',
    'celebration', 'occasion', 'catering', 'dinner', 'lunch', 'buffet', 'ballroom', 'tent', 'majlis', 'kosha',
    'zaffa', 'entrance', 'gala', 'launch', 'booth', 'performers', 'band', 'dj', 'host', 'mc', 'cake', 'flowers',
  ],
  [
    'مناسبه', 'مناسبات', 'فعاليه', 'فعاليات', 'حفل', 'حفله', 'حفلات', 'ضيف', 'ضيوف', 'قاعه', 'عروس', 'عريس', 'عرس',
    'زواج', 'موتمر', 'مسرح', 'صوتيات', 'اضاءه', 'ديكور', 'زينه', 'مصور', 'دعوات', 'مواقف', 'جلسات', 'طاولات', 'كراسي',
    'الحضور', 'مترجم', 'معازيم', 'مدعوين', 'كوشه', 'زفه', 'بوفيه', 'عشاء', 'عشا', 'غدا', 'ضيافه', 'خيمه', 'مجلس',
    'استراحه', 'مخيم', 'فرقه', 'طقاقه', 'كيك', 'ورد', 'قهوه', 'ذبايح', 'ملكه', 'سهره', 'المدعوين',
  ],
);
