/** Passes over the training texts: the averaged model settles in a few (twelve measured no better). */
const EPOCHS = 6;
/**
 * The seeds of the texts' order: one model is trained per seed and their weights averaged, so
 * the model does not hang on one order of the texts (with one, adding a phrasing reshuffled the
 * rest and moved unrelated questions). The same texts always train the same model.
 */
const SEEDS = [20_261_127, 20_261_128, 20_261_129];

/**
 * A multiclass linear model over the texts' TF-IDF vectors, trained by the passive-aggressive
 * algorithm (Crammer et al., 2006) and averaged: for each text in a shuffled order, when its topic
 * does not beat the best other topic by a margin of one, both topics' weights move just enough
 * (capped) along the text's vector. Averaging the weights over every step makes the model stable.
 * Returns the weights, one row of topics per feature.
 *
 * @example
 * trainLinear(vectors, textTopic, featureIds, topics.length); // Float32Array(features × topics)
 */
export function trainLinear(
  vectors: readonly ReadonlyMap<string, number>[],
  textTopic: Int32Array,
  featureIds: ReadonlyMap<string, number>,
  topicCount: number,
): Float32Array {
  const averaged = new Float32Array(featureIds.size * topicCount);
  for (const seed of SEEDS) {
    const weights = trainOnce(vectors, textTopic, featureIds, topicCount, seed);
    for (let i = 0; i < averaged.length; i++)
      averaged[i] = (averaged[i] as number) + (weights[i] as number) / SEEDS.length;
  }
  return averaged;
}

function trainOnce(
  vectors: readonly ReadonlyMap<string, number>[],
  textTopic: Int32Array,
  featureIds: ReadonlyMap<string, number>,
  topicCount: number,
  seed: number,
): Float32Array {
  const rows = vectors.map((vector) => {
    const ids = new Int32Array(vector.size);
    const values = new Float32Array(vector.size);
    let at = 0;
    for (const [feature, weight] of vector) {
      ids[at] = (featureIds.get(feature) ?? 0) * topicCount;
      values[at++] = weight;
    }
    return { ids, values };
  });
  const size = featureIds.size * topicCount;
  const weights = new Float32Array(size);
  // Σ step × update, so that the average is weights − sum / steps without keeping a copy per step.
  const sum = new Float32Array(size);
  const scores = new Float64Array(topicCount);
  const order = rows.map((_, index) => index);
  let random = seed;
  let step = 1;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      random = (random * 1_103_515_245 + 12_345) % 2_147_483_648;
      const j = Math.floor((random / 2_147_483_648) * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const index of order) {
      const { ids, values } = rows[index] as (typeof rows)[number];
      const topic = textTopic[index] as number;
      scores.fill(0);
      for (let k = 0; k < ids.length; k++) {
        const base = ids[k] as number;
        const x = values[k] as number;
        for (let c = 0; c < topicCount; c++) scores[c] = (scores[c] as number) + x * (weights[base + c] as number);
      }
      let rival = -1;
      for (let c = 0; c < topicCount; c++)
        if (c !== topic && (rival < 0 || (scores[c] as number) > (scores[rival] as number))) rival = c;
      const loss = 1 - ((scores[topic] as number) - (scores[rival] as number));
      if (loss > 0) {
        // The text's vector is a unit vector: moving two rows by tau changes the margin by 2 × tau.
        const tau = Math.min(1, loss / 2);
        for (let k = 0; k < ids.length; k++) {
          const move = tau * (values[k] as number);
          const own = (ids[k] as number) + topic;
          const other = (ids[k] as number) + rival;
          weights[own] = (weights[own] as number) + move;
          weights[other] = (weights[other] as number) - move;
          sum[own] = (sum[own] as number) + step * move;
          sum[other] = (sum[other] as number) - step * move;
        }
      }
      step++;
    }
  }
  for (let i = 0; i < size; i++) weights[i] = (weights[i] as number) - (sum[i] as number) / step;
  return weights;
}
