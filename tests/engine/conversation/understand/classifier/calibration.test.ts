import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { defaultKnowledgeIndex } from '../../../../../src/engine/conversation/knowledge-base/default-knowledge-index';
import { calibrate } from '../../../../../src/engine/conversation/understand/classifier/calibrate';
import { CALIBRATION } from '../../../../../src/engine/conversation/understand/classifier/calibration';
import { buildClassifier } from '../../../../../src/engine/conversation/understand/classifier/build-classifier';
import { DEFAULT_MODEL } from '../../../../../src/engine/conversation/understand/classifier/default-model';
import {
  decodeClassifier,
  fingerprintOf,
  gunzip,
  snapshotBytes,
} from '../../../../../src/engine/conversation/understand/classifier/model-snapshot';
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

  it('reads the model written with the code, and it is the one the default entries train (scripts/calibrate-layla.ts writes it)', async () => {
    expect(DEFAULT_MODEL.fingerprint).toBe(fingerprintOf(knowledge.training));
    const trained = buildClassifier(knowledge.training);
    const written = decodeClassifier(await gunzip(snapshotBytes(DEFAULT_MODEL)));
    // Node's zlib, as the server reads it at start, gives a Buffer: the same model.
    const atStart = decodeClassifier(gunzipSync(snapshotBytes(DEFAULT_MODEL)));
    expect(written.topics).toEqual(trained.topics);
    expect(written.unseenIdf).toBe(trained.unseenIdf);
    expect([...written.featureIds.keys()]).toEqual([...trained.featureIds.keys()]);
    const bytes = (array: ArrayBufferView) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
    expect(bytes(written.idf).equals(bytes(trained.idf))).toBe(true);
    expect(bytes(atStart.idf).equals(bytes(trained.idf))).toBe(true);
    for (const part of ['start', 'topic', 'weight'] as const) {
      expect(bytes(written.weights[part]).equals(bytes(trained.weights[part])), part).toBe(true);
      expect(bytes(atStart.weights[part]).equals(bytes(trained.weights[part])), part).toBe(true);
    }
  }, 60_000);
});
