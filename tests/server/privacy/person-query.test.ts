import { describe, expect, it } from 'vitest';
import { PersonQueryError, personQuery, personQueryFromText } from '../../../src/server/privacy/person-query';

describe('personQuery', () => {
  it.each(['0501234567', '+966 50 123 4567', '00966501234567', '٠٥٠١٢٣٤٥٦٧', '۰۵۰۱۲۳۴۵۶۷', '501234567'])(
    'reads the phone %s as +966501234567',
    (phone) => {
      expect(personQuery({ phone })).toEqual({ phone: '+966501234567' });
      expect(personQueryFromText(phone)).toEqual({ phone: '+966501234567' });
    },
  );

  it('reads an email trimmed and lowercased', () => {
    expect(personQuery({ email: '  Sara.Q@Example.SA ' })).toEqual({ email: 'sara.q@example.sa' });
    expect(personQueryFromText('SARA@EXAMPLE.SA')).toEqual({ email: 'sara@example.sa' });
  });

  it.each([
    [{}, /exactly one/],
    [{ email: 'a@b.sa', phone: '0501234567' }, /exactly one/],
    [{ email: 'not an email' }, /not an email/],
    [{ phone: '12345' }, /not a phone/],
    [{ phone: '   ' }, /exactly one/],
  ])('refuses %j', (input, message) => {
    expect(() => personQuery(input)).toThrow(PersonQueryError);
    expect(() => personQuery(input)).toThrow(message);
  });
});
