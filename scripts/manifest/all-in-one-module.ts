import type { Export, FunctionDeclaration, JavaScriptModule } from 'custom-elements-manifest/schema';
import { ALL_IN_ONE_MODULE, WIDGETS } from './widgets';

const LANGUAGE = "'en' | 'ar'";
const VIEW = "'home' | 'generator'";

// The bus a host page can drive, as widgets/index.ts re-exports it from src/shell/base/bus.ts and src/shell/first-view/view-bus.ts.
const BUS: FunctionDeclaration[] = [
  {
    kind: 'function',
    name: 'getLanguage',
    description:
      'The page language: the saved choice, else the one set on this page, else `fallback`, else `<html lang>`.',
    parameters: [{ name: 'fallback', optional: true, type: { text: 'string | null' } }],
    return: { type: { text: LANGUAGE } },
  },
  {
    kind: 'function',
    name: 'setLanguage',
    description:
      'Switches every element on the page (saves the choice, fires `ev-language-change`; sets `<html lang dir>` and the body class only on a page that opts in: `<ev-home page>` or the config\'s `"page": true`).',
    parameters: [{ name: 'language', type: { text: LANGUAGE } }],
    return: { type: { text: 'void' } },
  },
  {
    kind: 'function',
    name: 'onLanguageChange',
    description: 'Calls `listener` on every language switch from any bundle; returns the unsubscribe.',
    parameters: [{ name: 'listener', type: { text: `(language: ${LANGUAGE}) => void` } }],
    return: { type: { text: '() => void' } },
  },
  {
    kind: 'function',
    name: 'getView',
    description: 'The current view of the site.',
    return: { type: { text: VIEW } },
  },
  {
    kind: 'function',
    name: 'setView',
    description: 'Switches between the home view and the event generator (fires `ev-view-change`).',
    parameters: [{ name: 'view', type: { text: VIEW } }],
    return: { type: { text: 'void' } },
  },
  {
    kind: 'function',
    name: 'onViewChange',
    description: 'Calls `listener` on every view switch; returns the unsubscribe.',
    parameters: [{ name: 'listener', type: { text: `(view: ${VIEW}) => void` } }],
    return: { type: { text: '() => void' } },
  },
];

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
