import { LAUNCHER_MESSAGES } from './launcher';

/** English copy of <ev-chat-layla>; ar.ts must carry every key. */
export const en = {
  chat: {
    launcher: LAUNCHER_MESSAGES.en,
    panel: {
      title: 'Layla',
      subtitle: 'Your event planning assistant',
      close: 'Close chat',
      conversation: 'Conversation with Layla',
      call: 'Call us on {phone}',
      whatsapp: 'Message us on WhatsApp (opens in a new tab)',
      messages: 'Messages',
      you: 'You',
      layla: 'Layla',
    },
    greeting: "Hello! I'm Layla, your event planning assistant. Would you like to continue in English or Arabic?",
    language: {
      label: 'Choose the chat language',
      en: 'English',
      ar: 'العربية',
    },
    intro:
      "Wonderful, let's continue in English! I can help you plan weddings, corporate events, birthdays and cultural celebrations anywhere in the Kingdom. What are you planning?",
    typing: 'Layla is typing…',
    thinking: 'Layla is thinking...',
    input: {
      label: 'Your message',
      placeholder: 'Type your message...',
      send: 'Send',
    },
    chips: {
      label: 'Suggestions',
      wedding: 'Wedding planning',
      corporate: 'Corporate event ideas',
      birthday: 'Birthday celebration',
    },
    thanks:
      'Thank you! Your details are with our team, and they will contact you within {followUpHours} hours. Is there anything else I can help you with?',
    thanksNamed:
      'Thank you, {name}! Your details are with our team, and they will contact you within {followUpHours} hours. Is there anything else I can help you with?',
    errors: {
      function: 'I apologize, I encountered a technical issue. How can I help you plan your event?',
      empty:
        "I'd love to help you create something memorable! Tell me a little about your event: what are you celebrating, and roughly how many guests?",
      thrown:
        "I'm sorry, I couldn't reach our planning service just now. While it reconnects, what type of event are you planning: a wedding, a corporate event or a birthday?",
      functionKept:
        'I apologize, I encountered a technical issue. I still have your details: please send your last message again.',
      thrownKept:
        "I'm sorry, your last message didn't reach our planning service. I still have your details: send it again in a moment.",
    },
  },
};

/** The shape every language of this widget has. */
export type ChatMessages = typeof en;
