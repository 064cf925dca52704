import type { EventAnalysis, EventGeneratorForm } from '../../../contracts/event-generator';
import { PALETTES, type PaletteId } from '../market-data/palettes';
import type { PricingContext } from '../pricing-context';
import { EVENT_TYPE_NAMES } from '../text/labels';
import { choosePalettes } from './choose-palettes';
import { drawMoodBoard, type MoodBoard, svgDataUrl } from './draw-mood-board';

type VisualConcepts = EventAnalysis['visualConcepts'];

/**
 * Colour schemes, concept descriptions and, when generateVisuals is on, SVG mood boards drawn
 * from the palettes (status 'svg'); otherwise no images (status 'disabled'). The handler may
 * later replace the images with generated ones.
 *
 * @example
 * buildVisualConcepts(form, context).imageGenerationStatus; // 'svg'
 */
export function buildVisualConcepts(form: EventGeneratorForm, context: PricingContext): VisualConcepts {
  const lang = form.language;
  const { style, culturalElements } = form.visualPreferences;
  const ids = choosePalettes(form.visualPreferences, context.date.ramadan);
  const type =
    form.eventType === 'other' && form.customEventType ? form.customEventType : EVENT_TYPE_NAMES[form.eventType][lang];
  const wedding = context.kind === 'wedding';
  const colorSchemes: VisualConcepts['colorSchemes'] = {};
  for (const id of ids) colorSchemes[id] = paletteFor(id, wedding);

  const conceptDescriptions = ids.map((id) => {
    const palette = paletteFor(id, wedding);
    const styleText = STYLE_TEXT[style][lang];
    const seasonText = SEASON_TEXT[context.season][lang];
    return {
      id: `${id}-${style}`,
      title: lang === 'ar' ? `${type} بطابع ${palette.name.ar}` : `${palette.name.en} ${type}`,
      description: `${palette.description[lang]} ${styleText} ${seasonText}`,
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
          heritage: culturalElements,
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

/** What the date's season asks of the setting (the heat of summer, the cool evenings of winter). */
const SEASON_TEXT = {
  winter: {
    en: 'For a winter date: warm lighting, heaters and blankets for the outdoor part of the evening.',
    ar: 'لموعد في الشتاء: إضاءة دافئة ودفايات وبطانيات للجزء الخارجي من السهرة.',
  },
  spring: {
    en: 'For a spring date: fresh flowers and an open-air corner while the evenings are mild.',
    ar: 'لموعد في الربيع: ورد طبيعي وركن في الهواء الطلق والأمسيات معتدلة.',
  },
  summer: {
    en: 'For a summer date: an air-conditioned hall, light fabrics and nothing outdoors before sunset.',
    ar: 'لموعد في الصيف: قاعة مكيّفة وأقمشة خفيفة ولا شيء في الخارج قبل الغروب.',
  },
  autumn: {
    en: 'For an autumn date: a terrace or garden after sunset as the heat eases.',
    ar: 'لموعد في الخريف: جلسة في التراس أو الحديقة بعد الغروب مع انكسار الحر.',
  },
} as const;

const RELEVANCE: Record<PaletteId, { en: string; ar: string }> = {
  classic_gulf: {
    en: 'The white kosha and gold accents of Gulf wedding tradition.',
    ar: 'الكوشة البيضاء واللمسات الذهبية من تقاليد الأعراس الخليجية.',
  },
  najdi_earth: {
    en: 'Najdi mud architecture with its triangular openings, the heritage of central Arabia.',
    ar: 'العمارة الطينية النجدية بفتحاتها المثلثة، تراث وسط الجزيرة العربية.',
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
