import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TOKENS = 'src/shell/base/tokens.css';
const files = (dir: string, ending: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => ending.test(file))
    .map((file) => join(dir, file));
const stylesheets = [...files('widgets', /\.css$/), ...files('src', /\.css$/)].filter((file) => file !== TOKENS);
const drawings = [...files('widgets', /\.tsx?$/), ...files('src/shell', /\.tsx?$/)];

// The CSS named colours (CSS Color 4), so 'gold' or 'white' in a value is caught like a hex.
const NAMED =
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'.split(
    ' ',
  );
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;

/** Every `property: value` of a stylesheet, with its line, comments and quoted strings left out. */
function declarations(file: string) {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...css.matchAll(/([\w-]+)\s*:\s*([^;{}]+);/g)].map((match) => ({
    where: `${file}:${css.slice(0, match.index).split('\n').length}`,
    property: (match[1] as string).toLowerCase(),
    value: (match[2] as string).replace(/"[^"]*"|'[^']*'/g, '""').trim(),
  }));
}

describe('theme tokens (src/shell/base/tokens.css)', () => {
  const all = stylesheets.flatMap(declarations);

  it('are the only place a colour is written out: no hex, colour function or named colour in any other stylesheet', () => {
    const raw = all.filter(({ property, value }) => {
      if (property.startsWith('--')) return false;
      const words =
        value
          .replace(/var\([^)]*\)/g, '')
          .toLowerCase()
          .match(/[a-z]+/g) ?? [];
      return HEX.test(value) || COLOUR_FUNCTION.test(value) || words.some((word) => NAMED.includes(word));
    });
    expect(raw.map(({ where, property, value }) => `${where} ${property}: ${value}`)).toEqual([]);
  });

  it('are the only place a radius, shadow or z-index is written out', () => {
    // A token, or arithmetic on tokens (calc(var(--ev-radius) * 2)), or none at all.
    const fromTokens = (value: string) =>
      value.includes('var(--ev-') && !/\d(px|r?em|%|v[wh]|ch)/.test(value.replace(/var\([^)]*\)/g, ''));
    const raw = all.filter(({ property, value }) => {
      const tokenised = fromTokens(value) || value === '0' || value === 'none';
      return /^border(-[a-z]+)*-radius$|^box-shadow$|^z-index$/.test(property) && !tokenised;
    });
    expect(raw.map(({ where, property, value }) => `${where} ${property}: ${value}`)).toEqual([]);
  });

  it('colour the drawings in the components too: no colour literal in a widget or shell component', () => {
    const raw = drawings.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        .filter(({ line }) => /['"`]#[0-9a-f]{3,8}['"`]/i.test(line) || COLOUR_FUNCTION.test(line)),
    );
    expect(raw.map(({ where, line }) => `${where} ${line.trim()}`)).toEqual([]);
  });

  it('are defined for every --ev-* property a stylesheet reads (tokens.css, the widget itself or its script)', () => {
    const defined = new Set(
      [TOKENS, ...stylesheets]
        .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(--ev-[\w-]+)\s*:/g)])
        .map((match) => match[1]),
    );
    for (const file of drawings) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/['"](--ev-[\w-]+)['"]/g)) defined.add(name);
    }
    const read = stylesheets.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\(\s*(--ev-[\w-]+)/g)].map((match) => `${file} ${match[1]}`),
    );
    expect(read.filter((entry) => !defined.has(entry.split(' ')[1]))).toEqual([]);
  });

  it('mix every shade from the tokens, so the three brand colours re-colour what is made from them', () => {
    const tokens = declarations(TOKENS).filter(({ property }) => property.startsWith('--ev-color-'));
    const literal = tokens.filter(({ value }) => HEX.test(value) && !value.includes('var('));
    // The colours a host sets: the three brand ones, the inks, the status colours and WhatsApp's.
    expect(literal.map(({ property }) => property).sort()).toEqual(
      [
        '--ev-color-accent',
        '--ev-color-accent-contrast',
        '--ev-color-danger',
        '--ev-color-focus',
        '--ev-color-primary',
        '--ev-color-primary-contrast',
        '--ev-color-success',
        '--ev-color-surface',
        '--ev-color-text',
        '--ev-color-text-muted',
        '--ev-color-warning',
        '--ev-color-whatsapp',
        '--ev-color-whatsapp-contrast',
      ].sort(),
    );
  });
});
