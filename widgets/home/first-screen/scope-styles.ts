/**
 * A shadow root's stylesheet rewritten to draw the same markup as light DOM: `host` is the
 * element, `root` the child of it that holds the markup in place of its shadow root. Every rule
 * applies only within the element; `:host` is the element itself, with no specificity, so that
 * a page's own rules on it (`--ev-*` theming) win as they win over :host; `:host > *` is the
 * top of the markup. @keyframes, which cannot be scoped, move to the top; comments are dropped.
 * @example scopeStyles(':host { display: block } .hero { color: red }', 'ev-home:has(> [data-x])', '[data-x]')
 */
export function scopeStyles(css: string, host: string, root: string): string {
  const keyframes: string[] = [];
  const rules = takeAtRules(css.replace(/\/\*[\s\S]*?\*\//g, ''), '@keyframes', keyframes)
    .replace(/:host\(((?:[^()]|\([^()]*\))*)\)/g, ':where(:scope):is($1)')
    .replace(/:host\s*>/g, `:where(:scope) > ${root} >`)
    .replaceAll(':host', ':where(:scope)');
  return `${keyframes.join('\n')}\n@scope (${host}) {\n${rules.trim()}\n}\n`;
}

/** `css` without its `name` at-rules (braces balanced), which go to `into`. */
function takeAtRules(css: string, name: string, into: string[]): string {
  let rest = '';
  let from = 0;
  for (let start = css.indexOf(name); start !== -1; start = css.indexOf(name, from)) {
    rest += css.slice(from, start);
    let depth = 0;
    let end = css.indexOf('{', start);
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    into.push(css.slice(start, end + 1));
    from = end + 1;
  }
  return rest + css.slice(from);
}
