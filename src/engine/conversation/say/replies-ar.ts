import type { EventType } from '../../../contracts/common';
import type { LeadInfo } from '../../../contracts/natural-conversation';
import { cityName, formatDay, formatNumber, formatPhone, monthName } from '../../../saudi';
import type { People } from '../understand/person';
import { occasionName } from './occasion-words';
import type { ReplyKit } from './reply-kit';

const TYPE: Record<EventType, string> = {
  wedding: 'زواج',
  corporate: 'فعالية شركة',
  birthday: 'عيد ميلاد',
  cultural: 'فعالية ثقافية',
  other: 'مناسبة خاصة',
};
const number = (value: number) => formatNumber(value, 'ar');

// Layla speaks to the visitor in the plural of respect (تخططون، عندكم) where Arabic would otherwise
// have to guess whether a man or a woman is writing.
export const REPLIES_AR: ReplyKit = {
  questions: {
    eventType: 'وش نوع المناسبة اللي تخططون لها: زواج، فعالية شركة، مناسبة عائلية، أو غيرها؟',
    name: 'ممكن أتشرف بالاسم الكريم؟',
    contact: 'وش أفضل رقم جوال أو إيميل نتواصل معكم عليه؟',
    guestCount: 'كم عدد الضيوف المتوقع؟',
    location: 'في أي مدينة بتكون المناسبة؟',
    eventDate: 'وش التاريخ أو الشهر اللي في بالكم؟',
    budget: 'عندكم ميزانية تقريبية بالريال؟',
  },
  greeting: 'هلا وغلا! معكم ليلى، مساعدتكم في تخطيط المناسبات.',
  anythingElse: 'فيه شي ثاني أقدر أساعدكم فيه؟',
  noted(details, people) {
    const items = describe(details, people, false);
    const parts = [details.name ? `تشرفنا يا ${details.name}!` : '', items.length ? `سجّلت: ${items.join('، ')}.` : ''];
    return parts.filter(Boolean).join(' ') || undefined;
  },
  captured(lead, facts, people) {
    const name = lead.name ? ` يا ${lead.name}` : '';
    return `أرسلت طلبكم${name} لفريقنا (${describe(lead, people, true).join('، ')})، وبيتواصلون معكم خلال ${number(facts.followUpHours)} ساعة.`;
  },
  updated(changes, people) {
    return `حدّثت طلبكم عند فريقنا: ${describe(changes, people, false).join('، ')}.`;
  },
  clarify: ([first, second]) => (second ? `قصدكم ${first}، ولا ${second}؟` : `قصدكم ${first}؟`),
  handover(understood, facts) {
    const contact = `تواصلوا معهم على ${facts.phone} أو واتساب ${formatPhone(facts.whatsapp)}`;
    return understood
      ? `فهمت إن سؤالكم عن ${understood}، وأفضل يجاوبكم عليه فريقنا بدل ما أخمّن: ${contact}.`
      : `أبيكم تاخذون الجواب الصحيح، فهذا أتركه لفريقنا: ${contact}.`;
  },
  handovers(count, facts) {
    const those = count === 2 ? 'هالسؤالين أفضل يجاوبكم عليهم' : 'هالأسئلة أفضل يجاوبكم عليها';
    return `${those} فريقنا بدل ما أخمّن: تواصلوا معهم على ${facts.phone} أو واتساب ${formatPhone(facts.whatsapp)}.`;
  },
  thanks: 'العفو، حياكم الله!',
  goodbye: (facts) => `شكرًا لتواصلكم معنا! فريقنا في خدمتكم متى احتجتوه على ${facts.phone}.`,
};

/** '2027-06' → 'يونيو 2027'. */
const monthOf = (month: string) => `${monthName(Number(month.slice(5, 7)), 'ar')} ${month.slice(0, 4)}`;

function describe(lead: LeadInfo, people: People, withContact: boolean): string[] {
  const kind = lead.occasion ? occasionName(lead.occasion, 'ar', people) : lead.eventType ? TYPE[lead.eventType] : '';
  // Guests of the ladies' side only are ضيفة: the noun agrees with them.
  const guests = lead.guestCount ? `${number(lead.guestCount)} ${people.guests === 'f' ? 'ضيفة' : 'ضيف'}` : '';
  return [
    kind,
    guests,
    lead.location ? `في ${cityName(lead.location, 'ar')}` : '',
    lead.eventDate
      ? `بتاريخ ${formatDay(lead.eventDate, 'ar')}`
      : lead.eventMonth
        ? `في ${monthOf(lead.eventMonth)}`
        : '',
    lead.budget ? `بميزانية ${number(lead.budget)} ريال` : '',
    lead.phone ? `${withContact ? '' : 'الجوال '}${lead.phone}` : '',
    lead.email ? `${withContact ? '' : 'الإيميل '}${lead.email}` : '',
  ].filter(Boolean);
}
