import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CalibrationItem } from '../../../../src/engine/conversation/understand/classifier/calibrate';

const DIR = join(import.meta.dirname, 'calibration');

/**
 * The calibration paraphrases: for each topic, questions written by someone other than its
 * phrasings' writer (calibration/<group>.json: { id: { en: [...], ar: [...] } }), and messages no
 * topic answers (calibration/none*.json: { en: [...], ar: [...] }). They tune the classifier's
 * confidence and thresholds and nothing else; the development set and the lead's held-out set
 * are other texts.
 */
export function calibrationSet(): CalibrationItem[] {
  const items: CalibrationItem[] = [];
  for (const file of readdirSync(DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const content = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as unknown;
    if (file.startsWith('none')) {
      const { en = [], ar = [] } = content as { en?: string[]; ar?: string[] };
      for (const text of [...en, ...ar]) items.push({ text });
      continue;
    }
    for (const [topic, { en = [], ar = [] }] of Object.entries(
      content as Record<string, { en?: string[]; ar?: string[] }>,
    )) {
      for (const text of [...en, ...ar]) items.push({ text, topic });
    }
  }
  return items;
}
