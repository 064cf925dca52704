import type { Language } from '../../../src/contracts/common';
import type { LeadInfo } from '../../../src/contracts/natural-conversation';

/**
 * Each way of giving the details: the messages, what the stored row and its lead hold, and the
 * lines of the staff email (found by the phone or email in it).
 */
export const GIVEN: {
  way: string;
  language: Language;
  messages: string[];
  row: Record<string, string>;
  leadInfo?: Partial<LeadInfo>;
  mailWith: string;
  mail: string[];
}[] = [
  {
    way: 'a name given after the phone, in a message of its own',
    language: 'en',
    messages: ['hi we want to do a wedding in riyadh', 'around 300 guests', '0551230001', 'Reem'],
    row: { name: 'Reem', phone: '+966551230001', guestCount: '300', location: 'Riyadh' },
    mailWith: '+966551230001',
    mail: ['Name: Reem', 'Phone: +966551230001'],
  },
  {
    way: 'a labelled name: الاسم: …',
    language: 'ar',
    messages: ['عندنا زواج في الرياض', 'تقريبا ٣٠٠ شخص', '٠٥٥١٢٣٠٠٠٢', 'الاسم: نورة العتيبي'],
    row: { name: 'نورة العتيبي' },
    mailWith: '+966551230002',
    mail: ['Name: نورة العتيبي'],
  },
  {
    way: 'a kunya, kept as given, with an aqiqah for a son',
    language: 'ar',
    messages: ['ابي اسوي عقيقة لولدي في الرياض', 'حوالي ٥٠ شخص', 'معك أم فهد ٠٥٥١٢٣٠٠٠٣'],
    row: { name: 'أم فهد', eventType: 'other', guestCount: '50' },
    leadInfo: { occasion: 'aqiqah' },
    mailWith: '+966551230003',
    mail: ['Name: أم فهد', 'Occasion: aqiqah', 'Guests: 50'],
  },
  {
    way: 'a bare first name before a comma and the number',
    language: 'en',
    messages: ['graduation party for my son, 80 people, jeddah', 'Reem, 0551230004'],
    row: { name: 'Reem', location: 'Jeddah', guestCount: '80', eventType: 'other' },
    leadInfo: { occasion: 'graduation' },
    mailWith: '+966551230004',
    mail: ['Name: Reem', 'Occasion: graduation'],
  },
  {
    way: 'a correction typed with typos: "sorry i ment 150"',
    language: 'en',
    messages: ['corporate dinner in khobar for 120', 'sorry i ment 150', 'my name is Faisal, faisal.slots@example.com'],
    row: { guestCount: '150', location: 'Khobar' },
    mailWith: 'faisal.slots@example.com',
    mail: ['Guests: 150', 'Occasion: corporate dinner'],
  },
  {
    way: '"30 children with their mothers, i.e. 60 people" is 60 (en)',
    language: 'en',
    messages: [
      'birthday for my daughter in riyadh',
      '30 children with their mothers, i.e. 60 people',
      'name: Huda, 0551230005',
    ],
    row: { guestCount: '60' },
    mailWith: '+966551230005',
    mail: ['Guests: 60'],
  },
  {
    way: '"30 children with their mothers, i.e. 60 people" is 60 (ar)',
    language: 'ar',
    messages: ['عيد ميلاد بنتي في جدة', '٣٠ طفل مع امهاتهم يعني ٦٠ شخص', 'اسمي ريم ٠٥٥١٢٣٠٠٠٦'],
    row: { guestCount: '60' },
    mailWith: '+966551230006',
    mail: ['Guests: 60'],
  },
  {
    way: 'a change of the kind of event mid-way',
    language: 'en',
    messages: [
      'we are planning an engagement party in dammam, about 100 guests',
      'actually change of plan, it will be the milka instead',
      'Omar here 0551230007',
    ],
    row: { name: 'Omar', eventType: 'wedding' },
    leadInfo: { occasion: 'milka' },
    mailWith: '+966551230007',
    mail: ['Occasion: milka', 'Event type: wedding'],
  },
  {
    way: 'the aqiqah family of words in English, and a month kept as a month',
    language: 'en',
    messages: ['aqeeqa for our baby boy next month in taif, 70 people', 'Abu Fahad, 0551230008'],
    row: { name: 'Abu Fahad', location: 'Taif', guestCount: '70' },
    leadInfo: { occasion: 'aqiqah', eventMonth: '2026-12' },
    mailWith: '+966551230008',
    mail: ['Occasion: aqiqah', 'Date: December 2026 (no day yet)'],
  },
  {
    way: 'labels glued to و: "واسمي منيره وجوالي …"',
    language: 'ar',
    messages: ['زواج في ابها ٢٥٠ شخص', 'واسمي منيره وجوالي 0551230010'],
    row: { name: 'منيره', phone: '+966551230010', location: 'Abha' },
    mailWith: '+966551230010',
    mail: ['Name: منيره'],
  },
  {
    way: 'an email after و ("وايميلي …") is no name, and the name given next is',
    language: 'ar',
    messages: ['عشاء شركة بجدة', 'العدد ٢٥٠', '0551230011 وايميلي slots11@example.com', 'عبدالاله'],
    row: { name: 'عبدالاله', email: 'slots11@example.com', guestCount: '250' },
    mailWith: '+966551230011',
    mail: ['Name: عبدالاله', 'Email: slots11@example.com'],
  },
  {
    way: 'a name signed with a job title and no contact beside it',
    language: 'en',
    messages: ['year-end company dinner in riyadh, 80 staff', 'Turki Al-Harbi, HR manager', 'turki.slots@example.com'],
    row: { name: 'Turki Al-Harbi', guestCount: '80' },
    mailWith: 'turki.slots@example.com',
    mail: ['Name: Turki Al-Harbi'],
  },
  {
    way: 'a count corrected as "make the count 85"',
    language: 'en',
    messages: [
      'henna night for my sister in jeddah',
      'around 70 ladies',
      'and make the count 85, my mom added her friends',
      'Sara, 0551230012',
    ],
    row: { guestCount: '85' },
    leadInfo: { occasion: 'henna-night' },
    mailWith: '+966551230012',
    mail: ['Guests: 85'],
  },
  {
    way: 'an occasion said as a verb or with a pronoun: "getting married", "عقيقته", "turns 7"',
    language: 'ar',
    messages: ['ربي رزقني بولد ونبي نسوي عقيقته', 'في جدة ٦٠ شخص', 'ام فيصل ٠٥٥١٢٣٠٠١٣'],
    row: { name: 'ام فيصل', eventType: 'other', location: 'Jeddah' },
    leadInfo: { occasion: 'aqiqah' },
    mailWith: '+966551230013',
    mail: ['Occasion: aqiqah'],
  },
  {
    way: 'a month taken back: "لا مو يونيو، يوليو"',
    language: 'ar',
    messages: ['حفل تخرج بالخبر ٤٠ شخص', 'في يونيو', 'لا مو يونيو، يوليو', 'فيصل ٠٥٥١٢٣٠٠١٤'],
    row: { name: 'فيصل' },
    leadInfo: { occasion: 'graduation', eventMonth: '2027-07' },
    mailWith: '+966551230014',
    mail: ['Occasion: graduation'],
  },
];
