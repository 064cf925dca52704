import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChatTurn } from '../../contracts';

/**
 * Signs Layla's replies so the server can tell its own words from a client's. The chat keeps the
 * conversation and sends it back with each question; a signature (HMAC-SHA256 of the conversation
 * id and the reply, under a key derived from the service key) travels with each reply. Nothing is
 * kept on the server between turns, so it works the same on one Node server, behind a balancer
 * and in Supabase's Edge Functions.
 * @example const signer = turnSigner(config.serviceKey); signer.verify(id, turn.content, signer.sign(id, turn.content)) // true
 */
export function turnSigner(serviceKey: string): TurnSigner {
  // One signer per service key: every chat turn signs, and deriving the key costs as much as signing.
  const known = signers.get(serviceKey);
  if (known) return known;
  const signer = makeSigner(serviceKey);
  if (signers.size >= 8) signers.clear();
  signers.set(serviceKey, signer);
  return signer;
}

const signers = new Map<string, TurnSigner>();

function makeSigner(serviceKey: string) {
  // A key of its own: a signature never reveals anything about the service key itself.
  const key = createHmac('sha256', serviceKey).update('ev-layla-turn-v1').digest();
  const sign = (conversationId: string, content: string) =>
    createHmac('sha256', key).update(`${conversationId}\n${content}`).digest('base64url');
  const verify = (conversationId: string, content: string, signature: string | undefined): boolean => {
    if (!signature) return false;
    const want = Buffer.from(sign(conversationId, content));
    const got = Buffer.from(signature);
    return got.length === want.length && timingSafeEqual(got, want);
  };
  return {
    sign,
    verify,
    /**
     * The history as staff may read it: the visitor's turns, and Layla's only where she signed
     * them, each signed turn once. A turn the client wrote in her name (or altered) is left out of
     * the transcript, and a signed one sent again (a replay) counts only where it first appears.
     */
    verifiedHistory(
      conversationId: string,
      history: readonly ChatTurn[],
    ): { role: ChatTurn['role']; content: string }[] {
      const seen = new Set<string>();
      return history
        .filter((turn) => {
          if (turn.role === 'user') return true;
          if (!turn.signature || seen.has(turn.signature)) return false;
          if (!verify(conversationId, turn.content, turn.signature)) return false;
          seen.add(turn.signature);
          return true;
        })
        .map((turn) => ({ role: turn.role, content: turn.content }));
    },
  };
}
export type TurnSigner = ReturnType<typeof makeSigner>;
