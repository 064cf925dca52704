import type { TopicClassifier, TrainingText } from './build-classifier';

/**
 * A trained classifier written down: what it was trained on (a fingerprint of the training
 * texts) and the model itself, compressed. Training takes about two seconds of CPU, more than a
 * Supabase Edge Function may spend on one request (two seconds), so the default entries' model
 * ships with the code (default-model.ts, written by scripts/calibrate-layla.ts) and is read in
 * about a tenth of a second; any other set of entries is trained.
 */
export interface ModelSnapshot {
  /** fingerprintOf() of the texts the model was trained on. */
  fingerprint: string;
  /** The model's bytes (decodeClassifier), gzipped, in base64. */
  data: string;
}

/**
 * A short hash of training texts (two 32-bit FNV-1a over their topics and texts), to tell
 * whether a snapshot was trained on exactly these. Not a security measure.
 *
 * @example
 * fingerprintOf([{ topic: 'deposit', text: 'do you take a deposit?' }]); // 'c1b3…' (16 hex digits)
 */
export function fingerprintOf(texts: readonly TrainingText[]): string {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (const { topic, text } of texts) {
    const line = `${topic}\u0001${text}\u0002`;
    for (let at = 0; at < line.length; at++) {
      const code = line.charCodeAt(at);
      first = Math.imul(first ^ code, 0x01000193) >>> 0;
      second = Math.imul(second ^ code, 0x811c9dc5) >>> 0;
    }
  }
  return `${first.toString(16).padStart(8, '0')}${second.toString(16).padStart(8, '0')}`;
}

/** The weights are multiples of this (build-classifier.ts rounds them), so each fits in 16 bits. */
export const WEIGHT_STEP = 1 / 16_384;

/** The snapshot's header: its topics and counts. */
export interface SnapshotHeader {
  topics: readonly string[];
  features: number;
  weights: number;
  unseenIdf: number;
}

/**
 * The classifier a snapshot's gunzipped bytes hold (scripts/calibrate-layla.ts writes them): a
 * four-byte length, a JSON header and the features one a line, then each feature's idf (64-bit),
 * how many topics it weighs (8-bit), those topics (16-bit) and their weights (16-bit, in steps of
 * WEIGHT_STEP), all little-endian.
 */
export function decodeClassifier(bytes: Uint8Array): TopicClassifier {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 4;
  const textEnd = at + view.getUint32(0, true);
  const [json = '', ...features] = new TextDecoder().decode(bytes.subarray(at, textEnd - 1)).split('\n');
  const header = JSON.parse(json) as SnapshotHeader;
  at = textEnd;
  const take = (length: number) => {
    // A copy, so that each typed array starts on its own aligned buffer (a Node Buffer's slice would not copy).
    const part = new Uint8Array(bytes.subarray(at, at + length)).buffer;
    at += length;
    return part;
  };
  const idf = new Float64Array(take(header.features * 8));
  const sizes = new Uint8Array(take(header.features));
  const topic = new Uint16Array(take(header.weights * 2));
  const steps = new Int16Array(take(header.weights * 2));
  const start = new Uint32Array(header.features + 1);
  sizes.forEach((size, row) => {
    start[row + 1] = (start[row] as number) + size;
  });
  return {
    topics: header.topics,
    idf,
    unseenIdf: header.unseenIdf,
    featureIds: new Map(features.map((feature, row) => [feature, row])),
    weights: { start, topic, weight: Float32Array.from(steps, (step) => step * WEIGHT_STEP) },
  };
}

/** A snapshot's data as its gzipped bytes. */
export function snapshotBytes(snapshot: ModelSnapshot): Uint8Array {
  return Uint8Array.from(atob(snapshot.data), (letter) => letter.charCodeAt(0));
}

/** Gunzips with the web's DecompressionStream (Deno, Node and the edge alike). */
export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
