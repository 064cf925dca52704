import { EMAIL_PATTERN } from '../../contracts/constants';
import { toE164 } from '../../saudi/phone-number';
import type { PersonQuery } from '../store/people';

/**
 * A person named by an email or a phone, read the way the store matches them: the email
 * trimmed and lowercased, the phone in E.164 (`05…`, `+966 5…`, `00966…`, Arabic-Indic digits).
 * @throws PersonQueryError when neither or both are given, or the value is not one.
 * @example personQuery({ phone: '٠٥٠١٢٣٤٥٦٧' }); // { phone: '+966501234567' }
 */
export function personQuery(input: { email?: string | undefined; phone?: string | undefined }): PersonQuery {
  const email = input.email?.trim();
  const phone = input.phone?.trim();
  if (Boolean(email) === Boolean(phone)) throw new PersonQueryError('Give exactly one of email or phone');
  if (email) {
    if (!EMAIL_PATTERN.test(email)) throw new PersonQueryError('email is not an email address');
    return { email: email.toLowerCase() };
  }
  const e164 = toE164(phone ?? '');
  if (!e164) throw new PersonQueryError('phone is not a phone number (a Saudi number, or +country code and number)');
  return { phone: e164 };
}

/**
 * The CLI's single argument: an email when it has an @, else a phone.
 * @example personQueryFromText('Sara@Example.SA'); // { email: 'sara@example.sa' }
 */
export function personQueryFromText(text: string): PersonQuery {
  return text.includes('@') ? personQuery({ email: text }) : personQuery({ phone: text });
}

export class PersonQueryError extends Error {
  override name = 'PersonQueryError';
}
