import { z } from 'zod';
import type { LlmConfig } from './chat-completion';

const imagesSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().optional(), url: z.string().optional() })).min(1),
});

/**
 * One image from an OpenAI-compatible `POST {baseUrl}/images/generations`, returned as a data URL
 * (a remote URL would break the page's CSP and leak the visitor to another host).
 * Throws on any failure: callers keep the engine's SVG mood boards.
 * @example await generateImage(config, 'A Najdi-style wedding hall, ochre and gold')
 */
export async function generateImage(config: LlmConfig, prompt: string): Promise<string> {
  const response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/images/generations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      prompt: prompt.slice(0, 1000),
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`Image API answered ${response.status}`);
  const image = imagesSchema.parse(await response.json()).data[0];
  if (!image?.b64_json || !/^[A-Za-z0-9+/=\s]+$/.test(image.b64_json))
    throw new Error('Image API gave no base64 image');
  return `data:image/png;base64,${image.b64_json.replace(/\s+/g, '')}`;
}
