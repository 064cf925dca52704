import type { EventAnalysis, EventGeneratorForm } from '../../../contracts/event-generator';
import { PALETTES, type PaletteId } from '../market-data/palettes';
import type { PricingContext } from '../pricing-context';
import { EVENT_TYPE_NAMES } from '../text/labels';
import { choosePalettes } from './choose-palettes';
import type { Language } from '../../../contracts/common';
import { monthName } from '../../../saudi/format';
import { heritageRegionOf } from '../../../saudi/heritage';
import { type ClimateKey, climateKeys } from '../text/climate-text';
import { drawMoodBoard, type MoodBoard, svgDataUrl } from './draw-mood-board';

type VisualConcepts = EventAnalysis['visualConcepts'];

/**
 * Colour schemes, concept descriptions and, when generateVisuals is on, SVG mood boards drawn
 * from the palettes and the region's motifs (status 'svg'); otherwise no images (status 'disabled'). The handler may
 * later replace the images with generated ones.
 *
 * @example
 * buildVisualConcepts(form, context).imageGenerationStatus; // 'svg'
 */
export function buildVisualConcepts(form: EventGeneratorForm, context: PricingContext): VisualConcepts {
  const lang = form.language;
  const { style, culturalElements } = form.visualPreferences;
  const region = context.city.known ? heritageRegionOf(context.city.city) : undefined;
  const nationalDay = context.date.occasions.some(
    (near) => near.occasion === 'nationalDay' || near.occasion === 'foundingDay',
  );
  const ids = choosePalettes(form.visualPreferences, region, { ramadan: context.date.ramadan, nationalDay });
  const type =
    form.eventType === 'other' && form.customEventType ? form.customEventType : EVENT_TYPE_NAMES[form.eventType][lang];
  const wedding = context.kind === 'wedding';
  const colorSchemes: VisualConcepts['colorSchemes'] = {};
  for (const id of ids) colorSchemes[id] = paletteFor(id, wedding);
  const setting = climateSetting(context, lang);

  const conceptDescriptions = ids.map((id) => {
    const palette = paletteFor(id, wedding);
    return {
      id: `${id}-${style}`,
      title: lang === 'ar' ? `${type} بطابع ${palette.name.ar}` : `${palette.name.en} ${type}`,
      description: [palette.description[lang], STYLE_TEXT[style][lang], setting].filter(Boolean).join(' '),
      style,
      culturalRelevance: (wedding ? RELEVANCE[id] : (RELEVANCE_BEYOND_WEDDINGS[id] ?? RELEVANCE[id]))[lang],
    };
  });

  const generatedImages = form.generateVisuals
    ? conceptDescriptions.map((concept, i) => {
        const id = ids[i] as PaletteId;
        const url = moodBoardUrl({
          title: concept.title,
          caption: concept.title,
          colors: PALETTES[id].colors,
          style,
          heritage: culturalElements ? (region ?? 'kingdom') : undefined,
          lang,
        });
        return { url, prompt: concept.description, style, colorScheme: id };
      })
    : [];
  return {
    generatedImages,
    colorSchemes,
    conceptDescriptions,
    imageGenerationStatus: form.generateVisuals ? 'svg' : 'disabled',
  };
}

const STYLE_TEXT = {
  modern: { en: 'Clean lines, open space and soft lighting.', ar: 'خطوط نظيفة ومساحات مفتوحة وإضاءة ناعمة.' },
  traditional: { en: 'Arches, rich textiles and lantern light.', ar: 'أقواس ومنسوجات غنية وإضاءة الفوانيس.' },
} as const;

/**
 * What the city's weather in the event's month asks of the setting (text/climate-text.ts): the heat
 * of a Riyadh July, the humid nights of a Jeddah summer, the mild evenings of a Jeddah January, the
 * cold nights of a Riyadh or Tabuk winter. Nothing for a place whose weather we do not hold.
 */
function climateSetting(context: PricingContext, lang: Language): string | undefined {
  if (!context.city.known) return undefined;
  const month = monthName(context.date.month, lang);
  const keys = climateKeys(context.city.city, context.date.month);
  // The most particular first: a humid coast's nights over its heat.
  const key = SETTING_ORDER.find((found) => keys.includes(found));
  return key && SETTING_TEXT[key][lang].replace('{month}', month);
}

const SETTING_ORDER = [
  'extremeHeat',
  'humidNights',
  'heat',
  'freezingNights',
  'coldNights',
  'coolNights',
  'mildEvenings',
] as const satisfies readonly ClimateKey[];

const SETTING_TEXT: Record<(typeof SETTING_ORDER)[number], { en: string; ar: string }> = {
  extremeHeat: {
    en: 'For a {month} date: an air-conditioned hall, light fabrics and nothing outdoors before sunset.',
    ar: 'لموعد في {month}: قاعة مكيّفة وأقمشة خفيفة ولا شيء في الخارج قبل الغروب.',
  },
  heat: {
    en: 'For a {month} date: a cool, air-conditioned hall and a terrace only after sunset.',
    ar: 'لموعد في {month}: قاعة مكيّفة باردة وتراس بعد الغروب فقط.',
  },
  humidNights: {
    en: 'For a {month} evening on the coast: air-conditioned tents and breathable fabrics.',
    ar: 'لأمسية في {month} على الساحل: خيام مكيّفة وأقمشة خفيفة تسمح بالتهوية.',
  },
  mildEvenings: {
    en: 'For a mild {month} evening: an open-air terrace or garden corner, fresh flowers and lantern light.',
    ar: 'لأمسية معتدلة في {month}: تراس أو ركن في حديقة في الهواء الطلق، وورد طبيعي وضوء فوانيس.',
  },
  coolNights: {
    en: 'For a cool {month} night: warm lighting and a heated corner for the outdoor part.',
    ar: 'لليلة باردة قليلًا في {month}: إضاءة دافئة وركن مدفأ للجزء الخارجي.',
  },
  coldNights: {
    en: 'For a cold {month} night: warm lighting, heaters and blankets for the outdoor part.',
    ar: 'لليلة باردة في {month}: إضاءة دافئة ودفايات وبطانيات للجزء الخارجي.',
  },
  freezingNights: {
    en: 'For a {month} night near freezing: the evening indoors, or heaters in a closed tent for the outdoor part.',
    ar: 'لليلة قريبة من التجمد في {month}: السهرة في الداخل، أو دفايات في خيمة مغلقة للجزء الخارجي.',
  },
};

const RELEVANCE: Record<PaletteId, { en: string; ar: string }> = {
  classic_gulf: {
    en: 'The white kosha and gold accents of Gulf wedding tradition.',
    ar: 'الكوشة البيضاء واللمسات الذهبية من تقاليد الأعراس الخليجية.',
  },
  najdi_earth: {
    en: 'Najdi mud architecture with its triangular openings, the heritage of central Arabia.',
    ar: 'العمارة الطينية النجدية بفتحاتها المثلثة، تراث وسط الجزيرة العربية.',
  },
  hijazi_roshan: {
    en: "The roshan screens of Historic Jeddah's coral-stone houses, the heritage of the Hijaz.",
    ar: 'رواشين بيوت جدة التاريخية المبنية من الحجر المنقبي، تراث الحجاز.',
  },
  ahsa_oasis: {
    en: "Al-Ahsa, the world's largest palm oasis, and the lanterns of its Qaisariya souq.",
    ar: 'الأحساء، أكبر واحة نخيل في العالم، وفوانيس سوق القيصرية.',
  },
  hegra_sandstone: {
    en: 'The Nabataean tombs of Hegra, the first Saudi World Heritage Site (2008).',
    ar: 'مقابر الأنباط في الحِجر، أول موقع سعودي في قائمة التراث العالمي (2008).',
  },
  sadu_weave: {
    en: 'Al Sadu weaving, inscribed by UNESCO in 2020, from Bedouin tents.',
    ar: 'نسيج السدو من بيوت الشعر البدوية، المسجّل في اليونسكو عام 2020.',
  },
  asiri_qatt: {
    en: 'Al-Qatt Al-Asiri wall art of the south, inscribed by UNESCO in 2017.',
    ar: 'فن القط العسيري في الجنوب، المسجّل في اليونسكو عام 2017.',
  },
  national: {
    en: 'The national green, used as colour only: the flag itself is never printed on décor.',
    ar: 'الأخضر الوطني لونًا فقط، دون طباعة العلم على الديكور.',
  },
  ramadan_lantern: {
    en: 'Lantern light and night colours for Ramadan gatherings.',
    ar: 'ضوء الفوانيس وألوان الليل لتجمعات رمضان.',
  },
};

/** Wedding motifs (the kosha) only for weddings and their family; the same colours told otherwise for other events. */
const RELEVANCE_BEYOND_WEDDINGS: Partial<Record<PaletteId, { en: string; ar: string }>> = {
  classic_gulf: {
    en: 'Ivory and gold, the colours of Gulf hospitality, from the coffee service to the majlis.',
    ar: 'العاجي والذهبي، ألوان الضيافة الخليجية من تقديم القهوة إلى المجلس.',
  },
};

/** A palette as the analysis shows it: the description for a wedding, or for any other event. */
function paletteFor(id: PaletteId, wedding: boolean) {
  const { name, description, beyondWeddings, colors } = PALETTES[id];
  return { name, description: wedding ? description : (beyondWeddings ?? description), colors: [...colors] };
}

const BOARDS = new Map<string, string>();

/** A board is a pure function of its inputs, and few combinations exist: draw each once. */
function moodBoardUrl(board: MoodBoard): string {
  const key = JSON.stringify(board);
  let url = BOARDS.get(key);
  if (!url) {
    url = svgDataUrl(drawMoodBoard(board));
    if (BOARDS.size >= 500) BOARDS.clear();
    BOARDS.set(key, url);
  }
  return url;
}
