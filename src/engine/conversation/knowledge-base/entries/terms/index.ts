import type { KnowledgeEntry } from '../../../../../contracts/knowledge-entry';
import { ENTRIES_CONTRACT_AND_CANCELLATION } from './contract-and-cancellation';
import { ENTRIES_INSURANCE_AND_LEAD_TIME } from './insurance-and-lead-time';
import { ENTRIES_PAYMENTS } from './payments';
import { ENTRIES_PRICES_AND_TIERS } from './prices-and-tiers';
import { ENTRIES_QUOTES_AND_DISCOUNTS } from './quotes-and-discounts';

/**
 * Terms and money: prices, tiers, budgets, VAT and the booking terms. The company's own terms are
 * worded so that the contract decides and the team confirms (no invented policy figures).
 */
export const ENTRIES_TERMS: KnowledgeEntry[] = [
  // In the order the default model was trained on (default-model.ts): a change of order retrains it.
  ...ENTRIES_PRICES_AND_TIERS,
  ...ENTRIES_QUOTES_AND_DISCOUNTS,
  ...ENTRIES_PAYMENTS,
  ...ENTRIES_CONTRACT_AND_CANCELLATION,
  ...ENTRIES_INSURANCE_AND_LEAD_TIME,
];
