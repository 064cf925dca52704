import { readFileSync } from 'node:fs';

export const TOKENS_CSS = 'src/shell/base/tokens.css';

export interface Token {
  /** The value tokens.css gives it (its first declaration, the one every browser uses). */
  default: string;
  /** The comment right above it, else undefined. */
  description?: string;
  /** The comment of the group it sits in, e.g. 'Colours: desert gold on deep navy.' */
  group?: string;
  /** The other tokens its value is made from. */
  uses: string[];
}

/**
 * The --ev-* custom properties declared in a stylesheet, in order: default value, the comment
 * right above it (its description), the group comment, and the tokens it is mixed from.
 * @example readTokens().get('--ev-color-surface-alt')?.uses // ['--ev-color-accent', '--ev-color-surface']
 */
export function readTokens(file = TOKENS_CSS): Map<string, Token> {
  const css = readFileSync(file, 'utf8');
  const tokens = new Map<string, Token>();
  let group: string | undefined;
  // A comment right above a declaration describes it; one followed by a blank line heads a group.
  let described: { text: string; until: number } | undefined;
  for (const match of css.matchAll(/\/\*([\s\S]*?)\*\/(\s*)|(--ev-[\w-]+)\s*:\s*([^;]+);/g)) {
    const [whole, comment, after = '', name, value] = match;
    if (comment !== undefined) {
      if (/\n\s*\n/.test(after)) group = squash(comment);
      else described = { text: squash(comment), until: match.index + whole.length };
    } else if (name && value && !tokens.has(name)) {
      const description = described?.until === match.index ? described.text : undefined;
      tokens.set(name, {
        default: squash(value),
        ...(description ? { description } : {}),
        ...(group ? { group } : {}),
        uses: tokenReads(value),
      });
    }
  }
  return tokens;
}

/** The --ev-* tokens a piece of CSS reads through var(), each once, in order. */
export function tokenReads(css: string): string[] {
  return [...new Set([...css.matchAll(/var\(\s*(--ev-[\w-]+)/g)].map((match) => match[1] as string))];
}

function squash(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\( | \)/g, (pair) => pair.trim())
    .trim();
}
