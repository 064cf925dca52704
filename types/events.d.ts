/**
 * The detail of every `ev-*` event the elements dispatch (all bubble and are composed, so a
 * listener on document or any ancestor sees them). Checked against the widgets' own types.
 */

export type EvLanguage = 'en' | 'ar';
export type EvView = 'home' | 'generator';
export type EvLeadSource = 'contact-form' | 'chat' | 'generator';
export type EvEventType = 'wedding' | 'corporate' | 'birthday' | 'cultural' | 'other';
export type EvOccasion =
  | 'wedding'
  | 'milka'
  | 'engagement'
  | 'henna-night'
  | 'aqiqah'
  | 'newborn'
  | 'baby-shower'
  | 'graduation'
  | 'birthday'
  | 'anniversary'
  | 'housewarming'
  | 'hajj-return'
  | 'iftar'
  | 'suhoor'
  | 'ghabga'
  | 'eid-gathering'
  | 'national-day'
  | 'founding-day'
  | 'condolence'
  | 'retirement'
  | 'farewell'
  | 'family-reunion'
  | 'dinner-party'
  | 'heritage-evening'
  | 'festival'
  | 'exhibition'
  | 'corporate-dinner'
  | 'conference'
  | 'seminar'
  | 'product-launch'
  | 'awards-gala'
  | 'team-building';
export type EvSeason = 'winter' | 'spring' | 'summer' | 'autumn';
export type EvPremiumLevel = 'basic' | 'standard' | 'premium' | 'luxury';
export type EvCity =
  | 'Riyadh' | 'Jeddah' | 'Mecca' | 'Medina' | 'Dammam' | 'Khobar' | 'Dhahran' | 'Jubail' | 'Al-Ahsa' | 'Taif'
  | 'Abha' | 'Khamis Mushait' | 'Tabuk' | 'Hail' | 'Buraidah' | 'Jazan' | 'Najran' | 'Yanbu' | 'AlUla' | 'NEOM';

/** `ev-lead-submitted`: a lead was stored: the contact form's, or the generator's "Email me this plan". */
export interface EvLeadSubmittedDetail {
  id: string;
  /** ISO date-time. */
  receivedAt: string;
  source: EvLeadSource;
}
/** `ev-language-change` (on document): the page language changed. */
export interface EvLanguageChangeDetail {
  language: EvLanguage;
}
/** `ev-view-change` (on document): home ↔ generator. */
export interface EvViewChangeDetail {
  view: EvView;
}
/** `ev-analysis-ready`: the generator shows an analysis (the function's answer, plain JSON). */
export interface EvAnalysisReadyDetail {
  analysis: EvEventAnalysis;
}
export type EvChatOpenDetail = Record<string, never>;
export type EvChatCloseDetail = Record<string, never>;
/** `ev-lead-captured`: Layla captured a lead, once per conversation. */
export interface EvLeadCapturedDetail {
  leadInfo: EvLeadInfo;
  conversationId: string;
}

/** Event name → detail. */
export interface EvEventDetails {
  'ev-lead-submitted': EvLeadSubmittedDetail;
  'ev-language-change': EvLanguageChangeDetail;
  'ev-view-change': EvViewChangeDetail;
  'ev-analysis-ready': EvAnalysisReadyDetail;
  'ev-chat-open': EvChatOpenDetail;
  'ev-chat-close': EvChatCloseDetail;
  'ev-lead-captured': EvLeadCapturedDetail;
}

export interface EvLeadInfo {
  name?: string;
  email?: string;
  /** E.164, e.g. +966501234567. */
  phone?: string;
  eventType?: EvEventType;
  guestCount?: number;
  location?: EvCity;
  /** YYYY-MM-DD. */
  eventDate?: string;
  /** YYYY-MM: a month given without a day, until a date replaces it. */
  eventMonth?: string;
  /** SAR. */
  budget?: number;
  /** The occasion as the visitor named it; eventType is the planner's kind of it. */
  occasion?: EvOccasion;
}

export interface EvPricingTier {
  name: string;
  description: string;
  /** SAR, VAT included; the sum of the breakdown. */
  total: number;
  perGuest: number;
  breakdown: { category: 'venue' | 'catering' | 'service' | 'coordination' | 'vat' | 'discount'; label: string; amount: number }[];
  listPrice: number;
  savings: number;
  addedValue: number;
  bestValue: boolean;
  features: string[];
}

type Bilingual = { en: string; ar: string };

/** The ultimate-ai-event-generator answer (dist-spec/functions.schema.json has its JSON Schema). */
export interface EvEventAnalysis {
  eventDetails: {
    type: EvEventType;
    customEventType?: string;
    guestCount: number;
    duration: number;
    season: EvSeason;
    eventDate: string;
    premiumLevel: EvPremiumLevel;
    location: { city: string; input: string; known: boolean };
  };
  processingTime: number;
  marketDataSource: string;
  /** 'rules': written by the project's rules from its market data; 'llm': the market analysis reworded by the configured language model from the same figures. */
  analysisMethod?: 'rules' | 'llm';
  pricingAnalysis: { currency: 'SAR'; vatRate: number; tiers: Record<EvPremiumLevel, EvPricingTier> };
  marketAnalysis: {
    analysis: string;
    confidence: number;
    demand: 'peak' | 'high' | 'medium' | 'low';
    pricePerGuest: { low: number; typical: number; high: number };
    bookingLeadTimeWeeks: number;
  };
  venueRecommendations: {
    name: string;
    suitability: number;
    tier: 'luxury' | 'premium' | 'standard' | 'other';
    capacity: { min: number; max: number };
    description: string;
  }[];
  visualConcepts: {
    generatedImages: { url: string; prompt: string; style: string; colorScheme: string }[];
    colorSchemes: Record<string, { name: Bilingual; description: Bilingual; colors: string[] }>;
    conceptDescriptions: { id: string; title: string; description: string; style: string; culturalRelevance: string }[];
    imageGenerationStatus: 'generated' | 'svg' | 'fallback' | 'disabled';
  };
  optimizationRecommendations: {
    savingsOpportunities: {
      title: string;
      description: string;
      effort: 'very_low' | 'low' | 'medium' | 'high';
      savings: number;
    }[];
  };
  complianceInfo: {
    saudiRegulations: { title: string; authority: string; description: string }[];
    culturalConsiderations: { title: string; description: string }[];
  };
}
