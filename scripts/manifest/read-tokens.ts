import { readFileSync } from 'node:fs';

export const TOKENS_CSS = 'src/shell/tokens.css';

/**
 * The --ev-* custom properties declared in a stylesheet, in order, with their default values and
 * the comment of the group they sit in (e.g. 'Colours: desert gold on deep navy.').
 */
export function readTokens(file = TOKENS_CSS): Map<string, { default: string; group?: string }> {
  const css = readFileSync(file, 'utf8');
  const tokens = new Map<string, { default: string; group?: string }>();
  let group: string | undefined;
  for (const match of css.matchAll(/\/\*([\s\S]*?)\*\/|(--ev-[\w-]+)\s*:\s*([^;]+);/g)) {
    if (match[1] !== undefined) group = match[1].replace(/\s+/g, ' ').trim();
    else if (match[2] && match[3]) {
      tokens.set(match[2], { default: match[3].replace(/\s+/g, ' ').trim(), ...(group ? { group } : {}) });
    }
  }
  return tokens;
}
