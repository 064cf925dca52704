import { describe, expect, it } from 'vitest';
import { extractName, nameFromAnswer } from '../../../../../src/engine/conversation/understand/slots/extract-name';

describe('extractName', () => {
  it.each([
    ['my name is Sara', 'Sara'],
    ["Hi, I'm sara al-harbi and I need a venue", 'Sara Al-Harbi'],
    ['I am Ahmed', 'Ahmed'],
    ['im Khalid from Jeddah', 'Khalid'],
    ['This is Omar.', 'Omar'],
    ['my name is John Smith i need a hall', 'John Smith'],
    ['اسمي سارة العتيبي', 'سارة العتيبي'],
    ['اسمي سَارَة', 'سارة'],
    ['أنا محمد بن سعيد', 'محمد بن سعيد'],
    ['أنا سارة وأبغى حفل', 'سارة'],
    ['معك عبد الله الشهري', 'عبد الله الشهري'],
    ['انا نوره', 'نوره'],
    ['اسمي سارة أحمد', 'سارة أحمد'],
    ['اسمي سارة أحمد والجوال 0501234567', 'سارة أحمد'],
    ['اسمي سارة أحمد وجوالي 0501234567', 'سارة أحمد'],
    ['اسمي عبد الله بن سعيد', 'عبد الله بن سعيد'],
    ['اسمي محمد وعندي حفل', 'محمد'],
  ])('reads the name in %s', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each([
    "I'm planning a wedding",
    'I am interested in a quote',
    "I'm a bride",
    "I'm looking for a venue",
    'call me back',
    "I'm from Riyadh",
    'أنا أخطط لزواج',
    'انا من الرياض',
    'أنا أبغى حفلة',
    'أنا مهتمة بخدماتكم',
    'a wedding please',
  ])('finds no name in %s', (text) => {
    expect(extractName(text)).toBeUndefined();
  });
});

describe('nameFromAnswer', () => {
  it('takes a short answer of letters as the name', () => {
    expect(nameFromAnswer('Sara.')).toBe('Sara');
    expect(nameFromAnswer('ahmed al harbi')).toBe('Ahmed Al Harbi');
    expect(nameFromAnswer('سارة العتيبي')).toBe('سارة العتيبي');
  });

  it('refuses common words, numbers and sentences', () => {
    for (const text of ['thanks', 'yes', 'نعم', 'in Riyadh', '200', 'I want to know more about you']) {
      expect(nameFromAnswer(text)).toBeUndefined();
    }
  });
});
