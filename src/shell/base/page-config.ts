/**
 * The page config, one object for every element: `window.evConfig` over a non-executed
 * `<script type="application/json" id="ev-config">` (which a strict CSP allows), with the
 * attribute spellings (`api-url`, `anon-key`, `lang`, `privacy-url`) read as their config keys.
 * Its own module, free of the contracts, so a facade can read the page language before React.
 */
export function readPageConfig(): Record<string, unknown> {
  let fromScript: Record<string, unknown> = {};
  const script = document.getElementById('ev-config');
  if (script?.textContent) {
    try {
      const parsed: unknown = JSON.parse(script.textContent);
      if (parsed && typeof parsed === 'object') fromScript = parsed as Record<string, unknown>;
    } catch {
      console.warn('[ev] #ev-config is not valid JSON; using defaults');
    }
  }
  const fromWindow = typeof window.evConfig === 'object' && window.evConfig ? window.evConfig : {};
  return { ...normalizeKeys(fromScript), ...normalizeKeys(fromWindow) };
}

// Site owners copy attribute names into the config: accept `api-url`, `anon-key` and `lang` too.
const ATTRIBUTE_KEYS: Record<string, string> = {
  'api-url': 'apiUrl',
  'anon-key': 'anonKey',
  lang: 'language',
  'privacy-url': 'privacyUrl',
  'home-url': 'homeUrl',
  'generator-url': 'generatorUrl',
};

function normalizeKeys(config: Record<string, unknown>): Record<string, unknown> {
  const normalized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    const name = ATTRIBUTE_KEYS[key] ?? key;
    if (!(name in normalized) || key === name) normalized[name] = value;
  }
  return normalized;
}
