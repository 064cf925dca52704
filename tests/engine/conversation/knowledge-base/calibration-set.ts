import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeText } from '../../../../src/saudi';
import { fixTypos } from '../../../../src/engine/conversation/text/fix-typos';
import { asksSomething } from '../../../../src/engine/conversation/understand/asks-something';
import { extractSlots } from '../../../../src/engine/conversation/understand/slots/extract-slots';
import type { CalibrationItem } from '../../../../src/engine/conversation/understand/classifier/calibrate';

const DIR = join(import.meta.dirname, 'calibration');

/**
 * The calibration paraphrases: for each topic, questions written by someone other than its
 * phrasings' writer (calibration/<group>.json: { id: { en: [...], ar: [...] } }), and messages no
 * topic answers (calibration/none*.json: { en: [...], ar: [...] }). They tune the classifier's
 * confidence and thresholds and nothing else; the development set and the lead's held-out set
 * are other texts. A message Layla never classifies (it only gives details or courtesies:
 * asks-something.ts) is left out: the classifier's confidence is not what decides it.
 */
export function calibrationSet(): CalibrationItem[] {
  return allCalibrationItems().filter((item) =>
    asksSomething(fixTypos(normalizeText(item.text)), extractSlots(item.text).name),
  );
}

/** Every calibration paraphrase, the ones Layla never classifies included. */
export function allCalibrationItems(): CalibrationItem[] {
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
