/**
 * A Sadu band (R60): a strip of alternating triangles with a diamond chain, the geometric weave
 * of Bedouin tent cloth, in four palette colours.
 */
export function saduBand(x: number, y: number, width: number, height: number, colors: string[]): string {
  const [a = '#9E1B1B', b = '#E07A1F', c = '#1C1C1C', d = '#F2EDE4'] = colors;
  const step = height;
  const shapes: string[] = [`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${c}"/>`];
  for (let left = x, i = 0; left < x + width; left += step, i++) {
    const mid = left + step / 2;
    shapes.push(
      `<path d="M${left} ${y + height} L${mid} ${y} L${left + step} ${y + height} Z" fill="${i % 2 ? a : b}"/>`,
    );
    shapes.push(
      `<path d="M${mid} ${y + height * 0.3} L${mid + step * 0.2} ${y + height / 2} L${mid} ${y + height * 0.7} L${mid - step * 0.2} ${y + height / 2} Z" fill="${d}"/>`,
    );
  }
  shapes.push(
    `<rect x="${x}" y="${y - 4}" width="${width}" height="4" fill="${d}"/><rect x="${x}" y="${y + height}" width="${width}" height="4" fill="${d}"/>`,
  );
  return shapes.join('');
}

/**
 * A Najdi wall (R59): a mud-coloured façade with a stepped parapet and rows of small triangular
 * openings, as in Najdi mud architecture.
 */
export function najdiWall(x: number, y: number, width: number, height: number, wall: string, shade: string): string {
  const shapes: string[] = [`<rect x="${x}" y="${y + 12}" width="${width}" height="${height - 12}" fill="${wall}"/>`];
  for (let left = x; left < x + width; left += 20) {
    shapes.push(
      `<path d="M${left} ${y + 12} V${y + 4} L${left + 5} ${y} L${left + 10} ${y + 4} V${y + 12} Z" fill="${wall}"/>`,
    );
  }
  for (const row of [0.35, 0.6]) {
    const top = y + height * row;
    for (let left = x + 12; left + 12 < x + width; left += 24) {
      shapes.push(`<path d="M${left} ${top + 12} L${left + 6} ${top} L${left + 12} ${top + 12} Z" fill="${shade}"/>`);
    }
  }
  return shapes.join('');
}
