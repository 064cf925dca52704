/** The four elements the package ships: where each is defined and which built file registers it. */
export const WIDGETS = [
  { tag: 'ev-contact', className: 'EvContact', folder: 'widgets/contact', module: 'dist/ev-contact.js' },
  { tag: 'ev-home', className: 'EvHome', folder: 'widgets/home', module: 'dist/ev-home.js' },
  { tag: 'ev-chat-layla', className: 'EvChatLayla', folder: 'widgets/chat', module: 'dist/ev-chat-layla.js' },
  { tag: 'ev-generator', className: 'EvGenerator', folder: 'widgets/generator', module: 'dist/ev-generator.js' },
] as const;

export type Widget = (typeof WIDGETS)[number];
export type WidgetTag = Widget['tag'];

export const MANIFEST_PATH = 'dist-spec/custom-elements.json';
export const ALL_IN_ONE_MODULE = 'dist/ev-widgets.js';
/** The consumer declarations the manifest's event types refer to. */
export const TYPES_MODULE = 'types/ev-widgets.d.ts';

/** The exported detail type of an event in the consumer types: 'ev-lead-submitted' → 'EvLeadSubmittedDetail'. */
export function detailTypeName(event: string): string {
  return `${event.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Detail`;
}
