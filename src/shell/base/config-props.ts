/**
 * The attributes every element takes (defineElement adds them), resolved into a WidgetConfig (see
 * resolveConfig); a widget's define.ts declares only the props that are its own.
 *
 * @attr api-url   Base URL of the functions (default: page config, else `${origin}/functions/v1`).
 * @attr anon-key  Public anon key sent as `apikey` and `Authorization: Bearer` (default: page config).
 * @attr lang      `en` | `ar`, used until the visitor picks a language (the saved choice wins);
 *                 changing it later switches the whole page through the bus.
 * @attr phone     Company phone as displayed (default '+966 11 234 5678').
 * @attr whatsapp  WhatsApp number for wa.me, any phone form (default '966501234567').
 */
export const CONFIG_PROPS = {
  apiUrl: 'string',
  anonKey: 'string',
  lang: 'string',
  phone: 'string',
  whatsapp: 'string',
} as const;

export type ConfigProps = { [K in keyof typeof CONFIG_PROPS]?: string };

/**
 * The attribute of the elements that ask for contact details (`<ev-contact>`, `<ev-home>`,
 * `<ev-chat-layla>`, and `<ev-generator>` for "Email me this plan"): they declare it among their own props, and their view resolves it into
 * the config with the others.
 */
export const PRIVACY_PROP = { privacyUrl: 'string' } as const;

export type PrivacyProps = { privacyUrl?: string };
