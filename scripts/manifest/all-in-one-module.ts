import type { Export, FunctionDeclaration, JavaScriptModule } from 'custom-elements-manifest/schema';
import { ALL_IN_ONE_MODULE, WIDGETS } from './widgets';

const LANGUAGE = "'en' | 'ar'";
const VIEW = "'home' | 'generator'";

// The bus a host page can drive, as widgets/index.ts re-exports it from src/shell/base/bus.ts and src/shell/first-view/view-bus.ts.
const BUS: FunctionDeclaration[] = [
  busFunction(
    'getLanguage',
    'The page language: the saved choice, else the one set on this page, else `fallback`, else `<html lang>`.',
    LANGUAGE,
    [{ name: 'fallback', optional: true, type: { text: 'string | null' } }],
  ),
  busFunction(
    'setLanguage',
    'Switches every element on the page (saves the choice, fires `ev-language-change`; sets `<html lang dir>` and the body class only on a page that opts in: `<ev-home page>` or the config\'s `"page": true`).',
    'void',
    [{ name: 'language', type: { text: LANGUAGE } }],
  ),
  busFunction(
    'onLanguageChange',
    'Calls `listener` on every language switch from any bundle; returns the unsubscribe.',
    '() => void',
    [{ name: 'listener', type: { text: `(language: ${LANGUAGE}) => void` } }],
  ),
  busFunction('getView', 'The current view of the site.', VIEW),
  busFunction('setView', 'Switches between the home view and the event generator (fires `ev-view-change`).', 'void', [
    { name: 'view', type: { text: VIEW } },
  ]),
  busFunction('onViewChange', 'Calls `listener` on every view switch; returns the unsubscribe.', '() => void', [
    { name: 'listener', type: { text: `(view: ${VIEW}) => void` } },
  ]),
];

/** One function of the bus as the manifest declares it. */
function busFunction(
  name: string,
  description: string,
  returns: string,
  parameters?: FunctionDeclaration['parameters'],
): FunctionDeclaration {
  return {
    kind: 'function',
    name,
    description,
    ...(parameters && { parameters }),
    return: { type: { text: returns } },
  };
}

/** dist/ev-widgets.js: registers all four elements, re-exports EvContact and the bus. */
export function allInOneModule(): JavaScriptModule {
  const contact = WIDGETS.find((widget) => widget.tag === 'ev-contact');
  const exports: Export[] = [
    ...(contact
      ? [
          {
            kind: 'js' as const,
            name: contact.className,
            declaration: { name: contact.className, module: contact.module },
          },
        ]
      : []),
    ...BUS.map((fn) => ({
      kind: 'js' as const,
      name: fn.name,
      declaration: { name: fn.name, module: ALL_IN_ONE_MODULE },
    })),
    ...WIDGETS.map((widget) => ({
      kind: 'custom-element-definition' as const,
      name: widget.tag,
      declaration: { name: widget.className, module: widget.module },
    })),
  ];
  return {
    kind: 'javascript-module',
    path: ALL_IN_ONE_MODULE,
    description: 'The all-in-one entry: registers every element and exposes the language and view bus.',
    declarations: BUS,
    exports,
  };
}
