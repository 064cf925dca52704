import { q, type VisitorQuestion } from './visitor-question';

/**
 * The third development set's single messages: 44 written on 2026-11-27 (round 2 of issue 35,
 * after the second set's work, before the fixes they led to), as visitors write: a question
 * about one thing with a food, hotel, month or city word beside it that must not pull that
 * word's paragraph; the visitor's own contact beside a question about the company's; a named
 * venue's or performer's availability; two questions only the team can answer. evaluate.ts
 * reports them (report.ts --dev3); no test asserts on a single one.
 */
// biome-ignore format: one question per line reads as a table
export const DEV3_QUESTIONS: VisitorQuestion[] = [
  // English: a word beside the question that is not what it asks
  q('en', 'our guests arrive from the hotel by bus, can you arrange the buses?', [['guest-transport']]),
  q('en', 'if dinner is served late, will the photographer stay till the end?', [['photographer', 'end-time']]),
  q('en', 'in december in abha is it too cold for an outdoor engagement?', [['abha-asir', 'weather-heat', 'outdoor-garden', 'seasons']]),
  q('en', 'we want the coffee guys in traditional dress, is that possible', [['coffee-service']]),
  q('en', 'who cleans up after the buffet when the party ends', [['cleaning']]),
  q('en', 'the hall in jeddah has no parking, can you do valet?', [['valet-parking']]),
  q('en', 'can the kids have their own room with a nanny during the wedding dinner', [['childcare', 'children-entertainment']]),
  q('en', 'my mother is diabetic, can the sweets table have sugar free options', [['allergies', 'cake-sweets', 'catering-menus']]),
  q('en', 'is it ok to play music at a graduation party in a rented istiraha', [['music-rules']]),
  q('en', 'hotel rooms for 20 relatives flying in for the wedding, can you book them', [['accommodation']]),
  q('en', 'do you print the name badges for our conference or do we', [['registration', 'branding-printing']]),
  q('en', 'what happens to the deposit if the hall cancels on us', [['deposit', 'refunds', 'cancellation', 'insurance-liability']]),
  // English: own contact, availability, only the team
  q('en', 'whatsapp me the quote on 0551239988 please', []),
  q('en', 'what is your email, I want to send you our floor plan', [['contact-details']]),
  q('en', 'is Rotana Jeddah ballroom available in the first week of may', [['handover']]),
  q('en', 'can you get Rabeh Saqer for a private wedding?', [['handover']]),
  q('en', 'can you bring a white horse for the groom and do you know a good tailor for his bisht', [['handover', 'entrance-zaffa'], ['handover', 'decline']]),
  q('en', "my visa expires next month, can you help me extend it?", [['travel-visas']]),
  q('en', 'do you do funerals abroad, my uncle passed away in cairo', [['events-abroad', 'condolence']]),
  q('en', 'henna night in our garden for 60 ladies, how much roughly?', [['price-estimate', 'henna-night']]),
  q('en', 'we are an eid gathering of 70 at the farm, can you do the lunch?', [['catering-menus', 'saudi-dishes', 'eid-gathering', 'farm-evening']]),
  q('en', 'is there a fee to change our date from march to april?', [['postponement']]),
  // Arabic: a word beside the question that is not what it asks
  q('ar', 'الضيوف جايين من الفندق، تقدرون توفرون باصات توديهم القاعة؟', [['guest-transport']]),
  q('ar', 'لو تأخر العشا المصور بيكمل لين نهاية الحفل؟', [['photographer', 'end-time']]),
  q('ar', 'شهر ١٢ في ابها برد على حفلة خطوبة برا؟', [['abha-asir', 'weather-heat', 'outdoor-garden', 'seasons']]),
  q('ar', 'نبي صبابين القهوة بلبس شعبي، يصير؟', [['coffee-service']]),
  q('ar', 'مين ينظف بعد البوفيه لما تخلص الحفلة', [['cleaning']]),
  q('ar', 'القاعة بجدة مافيها مواقف، عندكم فاليه؟', [['valet-parking']]),
  q('ar', 'ابي غرفة للبزران مع مربية وقت عشا الزواج', [['childcare', 'children-entertainment']]),
  q('ar', 'امي عندها سكر، فيه حلا بدون سكر بالطاولة؟', [['allergies', 'cake-sweets', 'catering-menus']]),
  q('ar', 'عادي نشغل اغاني بحفلة تخرج في استراحة مستأجرة؟', [['music-rules']]),
  q('ar', 'تحجزون غرف فندق لـ٢٠ من الاهل جايين للعرس؟', [['accommodation']]),
  q('ar', 'بطاقات الاسماء للمؤتمر انتم تطبعونها ولا احنا', [['registration', 'branding-printing']]),
  q('ar', 'وش يصير بالعربون لو القاعة هي اللي كنسلت', [['deposit', 'refunds', 'cancellation', 'insurance-liability']]),
  // Arabic: own contact, availability, only the team
  q('ar', 'ارسلوا لي العرض واتساب على ٠٥٥١٢٣٩٩٨٨ لو سمحتوا', []),
  q('ar', 'وش ايميلكم ابي ارسل لكم مخطط القاعة', [['contact-details']]),
  q('ar', 'قاعة روتانا بجدة فاضية اول اسبوع من مايو؟', [['handover']]),
  q('ar', 'تقدرون تجيبون رابح صقر لعرس خاص؟', [['handover']]),
  q('ar', 'تقدرون تجيبون خيل ابيض للمعرس؟ وتعرفون خياط زين للبشت؟', [['handover', 'entrance-zaffa'], ['handover', 'decline']]),
  q('ar', 'اقامتي بتخلص الشهر الجاي تقدرون تجددونها؟', [['travel-visas']]),
  q('ar', 'تسوون عزا برا السعودية؟ عمي توفى في القاهرة', [['events-abroad', 'condolence']]),
  q('ar', 'ليلة حنا بحديقة البيت ل٦٠ حرمة، كم تقريبا؟', [['price-estimate', 'henna-night']]),
  q('ar', 'عندنا لمة عيد ٧٠ شخص بالمزرعة، تسوون الغدا؟', [['catering-menus', 'saudi-dishes', 'eid-gathering', 'farm-evening']]),
  q('ar', 'فيه رسوم لو غيرنا التاريخ من مارس لابريل؟', [['postponement']]),
];
