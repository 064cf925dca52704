import { describe, expect, it } from 'vitest';
import { extractPhones } from '../../../../../src/engine/conversation/understand/slots/extract-phone';
import { extractSlots } from '../../../../../src/engine/conversation/understand/slots/extract-slots';
import { normalizeText } from '../../../../../src/saudi';
import { TODAY } from '../../play';

const slots = (message: string, context: Parameters<typeof extractSlots>[1] = {}) =>
  extractSlots(message, { today: TODAY, ...context });

describe('of two numbers, the Saudi mobile is the one to call (round 7)', () => {
  it.each([
    ["My office line is 011 456 7890 ext. 3, but it's better to reach me on my mobile, 0561234567.", '+966561234567'],
    ['The school office is +966 13 882 1100, but my mobile is quicker: 0504 112 233.', '+966504112233'],
    ["My UK mobile is +44 7700 900123 but I'm in the Kingdom till March, so best use 0598 765 432.", '+966598765432'],
    ['هاتف المكتب ٠١٣ ٨٤٥ ٦٧٨٩ والجوال +٩٦٦ ٥٣ ٢١٠ ٤٤٥٥', '+966532104455'],
  ])('%s → %s', (message, phone) => {
    expect(slots(message).phone).toBe(phone);
  });

  it('every number is found and hidden from the counts: no digit of the second is a budget', () => {
    expect(extractPhones(normalizeText('office 013 882 1100, mobile 0504 112 233')).all).toHaveLength(2);
    expect(slots('هاتف المكتب ٠١٣ ٨٤٥ ٦٧٨٩ والجوال +٩٦٦ ٥٣ ٢١٠ ٤٤٥٥', { expecting: 'budget' }).budget).toBeUndefined();
  });
});

describe('a number naming a record is no count and no budget', () => {
  it.each([
    ['Regards, Rajesh Kumar Nair / HR Executive (Emp ID 20417)'],
    ['اسمي سعود الشهراني ورقمي الوظيفي ٤٥٨٢١ لو احتجتوه للفاتورة'],
    ['Office 014 422 1100 ext. 204'],
    ['our PO #3188 is ready'],
    ['رقم الطلب ٣١٨ عندكم'],
  ])('%s', (message) => {
    const read = slots(message, { expecting: 'budget' });
    expect(read.budget).toBeUndefined();
    expect(read.guestCount).toBeUndefined();
  });

  it('booths, plaques and shields are things, not guests', () => {
    expect(slots('we need 12 booths for the clubs').guestCount).toBeUndefined();
    expect(slots('وعندنا ٤٥ درع تكريمي بنوزعها').guestCount).toBeUndefined();
  });

  it("'مئتا ألف ريال' is 200,000, as MSA writes two hundred", () => {
    expect(slots('ميزانيتنا مئتا ألف ريال.').budget).toBe(200_000);
  });
});

describe('labels are not details', () => {
  it("'المدينة: الطايف' is Taif: the label 'city' is not Medina", () => {
    expect(slots('العدد: ٢٠٠\nالمدينة: الطايف').location).toBe('Taif');
    expect(slots('الملكة بالمدينة يوم الخميس').location).toBe('Medina');
  });

  it("'والجوال +966…' gives the mobile, and no name 'والجوال'", () => {
    const read = slots('والجوال +966557003311', { expecting: 'contact', known: { email: 'amal.h.92@gmail.com' } });
    expect(read.phone).toBe('+966557003311');
    expect(read.name).toBeUndefined();
  });
});
