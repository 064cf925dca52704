/** What a language model may say for the company: only what the engine gave it (checkModelReply). */
export { checkModelReply, type GuardReason, type GuardVerdict, type ModelReplyCheck } from './check-model-reply';
export { type Claims, readClaims } from './read-claims';
