/** Writes Layla's trained classifier down as the snapshot the engine reads (model-snapshot.ts); used by calibrate-layla.ts. */
import { gzipSync } from 'node:zlib';
import type { TopicClassifier } from '../src/engine/conversation/understand/classifier/build-classifier';
import { type SnapshotHeader, WEIGHT_STEP } from '../src/engine/conversation/understand/classifier/model-snapshot';

/**
 * The classifier as decodeClassifier reads it, gzipped, in base64. Lossless for a classifier
 * buildClassifier made (its weights are in steps of WEIGHT_STEP); throws for one it cannot hold.
 */
export function encodeClassifier(classifier: TopicClassifier): string {
  const { start, topic, weight } = classifier.weights;
  const features = [...classifier.featureIds.keys()];
  const header: SnapshotHeader = {
    topics: classifier.topics,
    features: features.length,
    weights: weight.length,
    unseenIdf: classifier.unseenIdf,
  };
  const sizes = new Uint8Array(features.length);
  features.forEach((feature, row) => {
    const size = (start[row + 1] as number) - (start[row] as number);
    if (size > 255) throw new Error(`feature ${row} weighs ${size} topics; a snapshot holds 255 at most`);
    if (feature.includes('\n')) throw new Error(`feature ${row} holds a line break`);
    sizes[row] = size;
  });
  const steps = Int16Array.from(weight, (value) => {
    const step = Math.round(value / WEIGHT_STEP);
    if (step * WEIGHT_STEP !== value || Math.abs(step) > 32_767)
      throw new Error(`weight ${value} is not a 16-bit step`);
    return step;
  });
  const text = Buffer.from(`${JSON.stringify(header)}\n${features.join('\n')}\n`, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(text.length);
  const bytes = Buffer.concat([
    length,
    text,
    Buffer.from(classifier.idf.buffer, classifier.idf.byteOffset, classifier.idf.byteLength),
    Buffer.from(sizes.buffer),
    Buffer.from(topic.buffer, topic.byteOffset, topic.byteLength),
    Buffer.from(steps.buffer),
  ]);
  return gzipSync(bytes, { level: 9 }).toString('base64');
}
