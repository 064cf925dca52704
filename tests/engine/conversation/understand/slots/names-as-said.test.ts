import { describe, expect, it } from 'vitest';
import { extractSlots } from '../../../../../src/engine/conversation/understand/slots/extract-slots';
import { DEFAULT_COMPANY_FACTS } from '../../../../../src/saudi';
import { ask, play, TODAY } from '../../play';

const name = (message: string, expecting?: 'name') => extractSlots(message, { today: TODAY, expecting }).name;

describe('the name in the positions visitors put it', () => {
  it.each([
    ['you can reach me on 0563334455 — Noura, his mother', 'Noura'],
    ['Dalal - his mum, 0581234321', 'Dalal'],
    ['دلال - امه، ٠٥٨١٢٣٤٣٢٠', 'دلال'],
    ['نورة، ام العريس، ٠٥٦٣٣٣٤٤٥٦', 'نورة'],
    ["Noura the bride's mother 0551234567", 'Noura'],
    ['its Nouf, 0551239876', 'Nouf'],
    ["it's Nouf, 0551239876", 'Nouf'],
    ['Majed btw, majed.q@example.com', 'Majed'],
    ['call me on 0551239876 after 5 pm, Majed btw', 'Majed'],
    ['الاسم: نوف الدوسري، جوالي ٠٥٠٣٣٢٢١١٠', 'نوف الدوسري'],
    ['Name: Khalid Al-Otaibi', 'Khalid Al-Otaibi'],
    ['معك أم فيصل ٠٥٥٤٤٣٣٢٢١', 'أم فيصل'],
    ['اتصلوا علي على ٠٥٥١١١٢٢٩٨، معك فارس من المشتريات', 'فارس'],
    ["call me on 0551112299, I'm Faris from procurement", 'Faris'],
    ['this is Sara Al-Mutairi, HR manager at a bank, 0557001122', 'Sara Al-Mutairi'],
    ['Dr. Khalid Al-Harbi. My email is k.alharbi@saudimedsoc.org', 'Khalid Al-Harbi'],
    ["Hello, I'm Eng. Fahad Al-Mulla from an energy consultancy.", 'Fahad Al-Mulla'],
    ["Hello, I'm Ms. Hind Al-Sayed, activities coordinator at a school in Jizan.", 'Hind Al-Sayed'],
    ['Hi Layla, Lina Haddad here, People & Culture lead at a logistics company in Tabuk.', 'Lina Haddad'],
    ['Good morning, Omar here, marketing manager at a dates brand in Jeddah.', 'Omar'],
    ['مساء الخير، معك المهندس خالد الزهراني من شركة في ينبع', 'خالد الزهراني'],
    ['الاسم: عبدالرحمن الشمري\nالجوال: +966 50 987 6543', 'عبدالرحمن الشمري'],
    ['نوف من قسم الموارد البشرية، nouf.hr@gmail.com و ٠٥٠٦٦٦٧٧٨٨', 'نوف'],
    ['محمد بن علي القحطاني ٠٥٠ ٧٧٧ ٨٨٨٩', 'محمد بن علي القحطاني'],
    ['د. منى العتيبي، البريد: mona.otaibi@ksu-research.org', 'منى العتيبي'],
    ['أ. ريم الغامدي، هاتف +966 59 123 4567', 'ريم الغامدي'],
  ])('%s → %s', (message, expected) => {
    expect(name(message)).toBe(expected);
  });

  it('a name with a job title after it, given when she asked for the name', () => {
    expect(name('سالم العنزي، مدير الموارد البشرية', 'name')).toBe('سالم العنزي');
  });

  it.each([
    ['اسمي نوف وايميلي nouf@example.com', 'نوف'],
    ['معك نوف وايميلي nouf@example.com', 'نوف'],
    ['my name is Turki, call me on 0547778899', 'Turki'],
  ])('never takes a contact word or btw into the name: %s', (message, expected) => {
    expect(name(message)).toBe(expected);
  });

  it.each([
    'contact me by email only: reem.k@example.com',
    'تواصلوا معي على الايميل بس: salem@alnoor.sa',
    'Tomorrow evening, 0551234567',
    'Riyadh, 0551234567',
  ])('takes no name from %s', (message) => {
    expect(name(message)).toBeUndefined();
  });
});

describe("giving one's own contact is not asking for the company's", () => {
  it.each([
    ['en', 'contact me by email only: noura.h@example.com', { email: 'noura.h@example.com' }],
    ['en', 'call me on 0551239876 after 5 pm, Majed btw', { phone: '+966551239876', name: 'Majed' }],
    ['ar', 'تواصلوا معي على الايميل بس: hessa.m@example.com', { email: 'hessa.m@example.com' }],
    ['ar', 'اتصلوا علي على ٠٥٥١١١٢٢٩٨ بعد العصر', { phone: '+966551112298' }],
  ] as const)('%s: %s', (language, message, lead) => {
    const turn = ask(message, language, { eventType: 'wedding' });
    expect(turn.decisions).toEqual([]);
    expect(turn.leadInfo).toMatchObject(lead);
    expect(turn.response).not.toContain(DEFAULT_COMPANY_FACTS.phone);
  });

  it("while asking for the company's number is answered with it", () => {
    const turn = ask("what's your phone number in case i need to call?", 'en');
    expect(turn.decisions.map((decision) => decision.kind === 'answer' && decision.topic)).toEqual(['contact-details']);
  });

  it('the name, then a count after the capture, updates the lead', () => {
    const turns = play('en', [
      'company dinner for 80 staff in jeddah',
      "call me on 0551112299, I'm Faris from procurement",
      "actually we'll be 95 with the managers",
    ]);
    expect(turns[1]?.leadCaptured).toBe(true);
    expect(turns[2]?.leadUpdated).toEqual(['guestCount']);
    expect(turns[2]?.leadInfo).toMatchObject({ name: 'Faris', guestCount: 95 });
    expect(turns[2]?.decisions).toEqual([]);
  });
});

describe('words around a name that are not the name', () => {
  it.each([
    ['معك اخوكم محمد الرشيدي', 'name', 'محمد الرشيدي'],
    ['اخوكم محمد الرشيدي ٠٥٥١١١٢٢٣٣', null, 'محمد الرشيدي'],
    ["I'm her mother, Umm Khalid", 'name', 'Umm Khalid'],
  ] as const)('%s → %s', (message, expecting, name) => {
    expect(extractSlots(message, { expecting }).name).toBe(name);
  });

  it.each([
    ['her', 'name'],
    ['ولا برد', 'name'],
  ] as const)('%s is no name, even when she asked for one', (message, expecting) => {
    expect(extractSlots(message, { expecting }).name).toBeUndefined();
  });
});

describe('a name given alone', () => {
  it('asked for a number, a message that is only a name gives the name; a word, a day or a month does not', () => {
    const asked = (message: string) => extractSlots(message, { today: TODAY, expecting: 'contact' }).name;
    expect(asked('سلطان')).toBe('سلطان');
    for (const word of ['تمام', 'ok thanks', 'Thursday', 'December', 'جدة']) expect(asked(word)).toBeUndefined();
    expect(name('Please reply by email: hind.sayed@gmail.com')).toBeUndefined();
    const askedBudget = (message: string) => extractSlots(message, { today: TODAY, expecting: 'budget' }).name;
    expect(askedBudget('ام ريان')).toBe('ام ريان');
    expect(askedBudget('Abu Fahad')).toBe('Abu Fahad');
    expect(askedBudget('ابو ظبي')).toBeUndefined();
  });
});

describe('names and cities the fifth development set gave', () => {
  it.each([
    ['Eng. Faisal Al-Otaibi. Best number is +966 55 812 3344, WhatsApp works too', 'Faisal Al-Otaibi'],
    ['Thanks! Daniel Brooks, daniel.brooks@gmail.com, +966-59-118-4470', 'Daniel Brooks'],
    ['Hello, Eng. Majed Al-Zahrani here, events manager at Eastern Capital Bank.', 'Majed Al-Zahrani'],
  ])('%s → %s', (message, expected) => {
    expect(name(message)).toBe(expected);
  });

  it.each([
    ['تواصل معي على 0566 778 899'],
    ["ok. it's close family only, around 40 people"],
    ['أنا عمته وأنا اللي بنظم. بيكون في نجران في استراحة'],
    ['We live in Riyadh, but the party will be at our family farm in Buraydah. Everyone is originally from Qassim.'],
  ])('%s has no name', (message) => {
    expect(name(message)).toBeUndefined();
  });

  it('a question is no name, even when she asked for it', () => {
    expect(name('What do you usually provide for an aza? We need chairs, coffee and dates.', 'name')).toBeUndefined();
  });

  it.each([
    ['We live in Riyadh, but the party will be at our family farm in Buraydah.', {}, 'Buraidah'],
    ["It'll be in Jeddha in our villa's garden. Most of the family is coming from Makkah for it", {}, 'Jeddah'],
    ['أنا ساكنة بالرياض بس الحفلة بتكون في جيزان عند أهلي', {}, 'Jazan'],
    ['Some of them come from Riyadh for the Eid.', { location: 'Al-Ahsa' }, undefined],
    ['We live in Dammam', {}, 'Dammam'],
  ] as const)(
    '%s → %s (a city said in passing is the event’s only when nothing else names one)',
    (message, known, city) => {
      expect(extractSlots(message, { today: TODAY, known }).location).toBe(city);
    },
  );
});

describe('names the sixth development set gave (round 7)', () => {
  it.each([
    ['You may contact me at +966 55 123 4567. Thank you and God bless.\n- Maricel Santos, RN', 'Maricel Santos'],
    ['call me 0551234567 - Omar, HR', 'Omar'],
    [
      "My office line is 011 456 7890 ext. 3, but it's better to reach me on my mobile, 0561234567.\nRegards,\nSara Al-Mutairi",
      'Sara Al-Mutairi',
    ],
    ['خالتهم ام سعود ٠٥٦-٧٨٩-١٢٣٤', 'ام سعود'],
    ['امهم نوره 0551234567', 'نوره'],
  ])('%s → %s', (message, expected) => {
    expect(name(message)).toBe(expected);
  });

  it("no name from 'it's better to reach me' or a credential alone", () => {
    expect(name("it's better to reach me on 0561234567")).toBeUndefined();
    expect(name('0551234567, RN')).toBeUndefined();
    expect(name('Roughly, what does a party of that size cost? Dinner, decoration and a photographer.')).toBeUndefined();
  });
});
