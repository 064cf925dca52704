import { normalizeArabic } from '../../../../saudi';
import { nameFromAnswer } from './extract-name';

/** What a visitor writes around their number besides the name: 'my number', 'you can reach me on', 'جوالي', 'btw'. */
const CONTACT_WORDS =
  /(?<![\p{L}])(?<!(?:بن|بنت|ابن|ابو|ام|عبد)\s+)(?:my|mobile|phone|number|no|tel|whatsapp|email|e-mail|mail|is|and|here|on|at|you|can|reach|call|text|contact|me|us|only|please|pls|btw|fyi|by the way|by|via|و?(?:رقمي|رقم|جوالي|جوال|تلفوني|واتسابي|واتساب|ايميلي|ايميل|الايميل|بريدي|اسمي)|هذا|و|اتصلوا|اتصل|كلموني|تواصلوا|معي|علي|على|بس|فقط)(?![\p{L}])/giu;

/** Who the writer is to the one celebrated, or their job: 'his mother', 'the groom's mum', 'ام العريس', 'امه', 'HR manager at a bank', 'مدير الموارد البشرية'. */
const ROLE_EN =
  /^(?:(?:his|her|their|the|bride's|groom's|brides|grooms|\s)+)?(?:mother|mum|mom|father|dad|sister|brother|aunt|uncle|cousin|wife|husband|grandmother|grandma|friend)(?![\p{L}])|(?:^|\s)(?:manager|director|head|lead|officer|coordinator|organi[sz]er|planner|executive|specialist|supervisor|consultant|admin|administrator|assistant|secretary|ceo|founder|owner|engineer|teacher|doctor|hr|marketing|sales|procurement|events|team|office|from|at)(?![\p{L}])/iu;
const ROLE_AR =
  /^(?:(?:ام|ابو|اخت|اخو|خال|خاله|عم|عمه|جد|جده|زوج|زوجه)\s+(?:ال)\p{L}+|(?:ام|ابو|اخت|اخو|خال|خالة|خاله|عم|عمه|جد|جده|زوج|زوجه)(?:ه|ها|هم)|(?:مدير|مديره|موظف|موظفه|مسوول|مسووله|منسق|منسقه|سكرتير|سكرتيره|رئيس|رييس|رييسه)(?![\p{L}]))/u;

/** Who the writer is, after their name in the same part: 'Noura the bride's mother', 'نورة ام العريس'. */
const ROLE_TAIL =
  /\s+(?:(?:his|her|their|the)\s+\S*\s*(?:mother|mum|mom|father|dad|sister|brother|aunt|uncle)|(?:ام|أم|ابو|أبو|اخت|أخت|اخو|أخو)\s+ال\p{L}+|(?:امه|امها|أمه|أمها|ابوه|ابوها|أبوه|أبوها|اخته|اختها|أخته|أخوه)|من\s+(?:قسم|اداره|إدارة|ادارة|شركه|شركة|مكتب|جهه|جهة|فريق|مؤسسه|مؤسسة|موسسه))(?![\p{L}]).*$/u;

/**
 * The name a visitor writes beside their phone or email, or on its own when Layla asked for it:
 * the message (contact details already masked out by the caller) cut at commas and dashes, the
 * words around a number taken away ('you can reach me on', 'btw'), and who the writer is ('his
 * mother', 'ام العريس', 'HR manager at a bank') set aside; the one part left that is one to three
 * name words is the name ('you can reach me on 055… — Noura, his mother' → Noura).
 *
 * @example
 * nameBesideContact('Reem,           '); // 'Reem'
 * nameBesideContact('سالم العنزي، مدير الموارد البشرية'); // 'سالم العنزي'
 */
export function nameBesideContact(rest: string): string | undefined {
  const names = rest
    .split(/[,،;:\n]|\s[-–—]+\s?|^[-–—]+|[-–—]+$/u)
    .map((part) =>
      part
        .replace(CONTACT_WORDS, ' ')
        .replace(ROLE_TAIL, '')
        .replace(/[\s.!]+/gu, ' ')
        .trim(),
    )
    .filter((part) => part && !isRole(part))
    .map((part) => nameFromAnswer(part));
  const found = names.filter(Boolean);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A message that signs with a name and who the writer is, with no contact beside it ('Turki
 * Al-Harbi, HR manager', 'سالم العنزي، مدير المشتريات'): a short message, one part of it a role.
 */
export function signsWithRole(text: string): boolean {
  const parts = text
    .split(/[,،\n]|\s[-–—]+\s/u)
    .map((part) => part.trim())
    .filter(Boolean);
  return text.split(/\s+/).length <= 8 && parts.length >= 2 && parts.some((part) => isRole(part));
}

function isRole(part: string): boolean {
  return ROLE_EN.test(part) || ROLE_AR.test(normalizeArabic(part));
}
