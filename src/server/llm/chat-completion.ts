import { z } from 'zod';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * One call to an OpenAI-compatible `POST {baseUrl}/chat/completions`, bounded by the timeout.
 * Throws on any failure (status, timeout, shape, empty text): callers fall back to the rules.
 * @example await chatCompletion(config, [{ role: 'user', content: 'Hello' }])
 */
export async function chatCompletion(config: LlmConfig, messages: ChatMessage[], maxTokens = 400): Promise<string> {
  const response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, max_tokens: maxTokens, temperature: 0.4 }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM answered ${response.status}`);
  const parsed = completionSchema.parse(await response.json());
  const text = parsed.choices[0]?.message.content?.trim();
  if (!text) throw new Error('LLM answered with no text');
  return text;
}
