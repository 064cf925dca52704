import { describe, expect, it } from 'vitest';
import { defaultKnowledgeIndex } from '../../../../../src/engine/conversation/knowledge-base/default-knowledge-index';
import { calibrate } from '../../../../../src/engine/conversation/understand/classifier/calibrate';
import { CALIBRATION } from '../../../../../src/engine/conversation/understand/classifier/calibration';
import { calibrationSet } from '../../knowledge-base/calibration-set';

describe("the classifier's calibration", () => {
  const knowledge = defaultKnowledgeIndex();
  const declines = new Set(knowledge.entries.filter((entry) => entry.kind === 'decline').map((entry) => entry.id));
  const report = calibrate(knowledge.classifier, calibrationSet(), declines);

  it('is the one the calibration paraphrases give for the default entries (scripts/calibrate-layla.ts writes it)', () => {
    expect(report.calibration).toEqual(CALIBRATION);
  });

  it('is fitted on 1,200 paraphrases or more, 4 a topic and language, and messages that ask nothing', () => {
    expect(report.items).toBeGreaterThanOrEqual(1200);
    expect(report.topItems).toBeLessThan(report.items);
  });

  it('gives confidences that match how often the best topic is right, within 12 points in each band of 100 or more', () => {
    for (const band of report.bands.filter((candidate) => candidate.items >= 100)) {
      expect(Math.abs(band.right / band.items - band.predicted), `${band.from}–${band.to}`).toBeLessThan(0.12);
    }
  });

  it('keeps answers on the wrong topic to one paraphrase in twenty or fewer', () => {
    expect(report.decisions.wrong / report.items).toBeLessThanOrEqual(0.05);
  });
});
