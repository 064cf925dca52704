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

/**
 * A roshan (R89): a projecting window of Al-Balad's coral-stone houses, screened by fretted wood,
 * drawn as a framed lattice with a canopy.
 */
export function roshanScreen(x: number, y: number, width: number, height: number, wood: string, stone: string): string {
  const shapes: string[] = [
    `<rect x="${x - 6}" y="${y - 8}" width="${width + 12}" height="${height + 16}" fill="${stone}"/>`,
    `<path d="M${x - 10} ${y} L${x + width / 2} ${y - 18} L${x + width + 10} ${y} Z" fill="${wood}"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${wood}"/>`,
  ];
  for (let top = y + 6; top + 8 < y + height; top += 12)
    for (let left = x + 6; left + 8 < x + width; left += 12)
      shapes.push(
        `<rect x="${left}" y="${top}" width="8" height="8" fill="${stone}" transform="rotate(45 ${left + 4} ${top + 4})"/>`,
      );
  return shapes.join('');
}

/** Al-Ahsa (R95, R96): an arcade of the Qaisariya souq with a palm beyond each arch. */
export function palmArcade(x: number, y: number, width: number, height: number, arch: string, palm: string): string {
  const shapes: string[] = [];
  const step = width / 3;
  for (let i = 0; i < 3; i++) {
    const left = x + i * step;
    const mid = left + step / 2;
    shapes.push(
      `<path d="M${left} ${y + height} V${y + height * 0.45} a${step / 2} ${step / 2} 0 0 1 ${step} 0 V${y + height} Z" fill="none" stroke="${arch}" stroke-width="5"/>`,
      `<rect x="${mid - 2}" y="${y + height * 0.3}" width="4" height="${height * 0.7}" fill="${palm}"/>`,
    );
    for (const angle of [-60, -25, 25, 60])
      shapes.push(
        `<path d="M${mid} ${y + height * 0.3} q${angle / 3} -14 ${angle / 2} -4" fill="none" stroke="${palm}" stroke-width="4"/>`,
      );
  }
  return shapes.join('');
}

/** Al-Qatt Al-Asiri (R61): bands of triangles and lozenges painted on white gypsum. */
export function qattPanel(x: number, y: number, width: number, height: number, colors: string[]): string {
  const [a = '#D7263D', b = '#2E933C', c = '#F4C430', ground = '#FAF7F0'] = colors;
  const shapes: string[] = [`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${ground}"/>`];
  const band = height / 3;
  [a, b, c].forEach((color, row) => {
    const top = y + row * band;
    for (let left = x, i = 0; left < x + width; left += band, i++)
      shapes.push(
        `<path d="M${left} ${top + band} L${left + band / 2} ${top} L${left + band} ${top + band} Z" fill="${i % 2 ? color : ground}" stroke="${color}" stroke-width="1"/>`,
      );
  });
  return shapes.join('');
}

/** Hegra (R98): a Nabataean tomb façade, its stepped crown above a pedimented door cut in the rock. */
export function nabataeanFacade(
  x: number,
  y: number,
  width: number,
  height: number,
  rock: string,
  shade: string,
): string {
  const shapes: string[] = [`<rect x="${x}" y="${y + 24}" width="${width}" height="${height - 24}" fill="${rock}"/>`];
  for (const side of [0, 1])
    for (let step = 0; step < 4; step++) {
      const size = 12;
      const left = side === 0 ? x + step * size : x + width - (step + 1) * size;
      shapes.push(
        `<rect x="${left}" y="${y + 24 - (4 - step) * 6}" width="${size}" height="${(4 - step) * 6}" fill="${rock}"/>`,
      );
    }
  const door = { left: x + width * 0.35, width: width * 0.3, top: y + height * 0.55 };
  shapes.push(
    `<path d="M${door.left - 6} ${door.top} L${door.left + door.width / 2} ${door.top - 16} L${door.left + door.width + 6} ${door.top} Z" fill="${shade}"/>`,
    `<rect x="${door.left}" y="${door.top}" width="${door.width}" height="${y + height - door.top}" fill="${shade}"/>`,
  );
  return shapes.join('');
}
