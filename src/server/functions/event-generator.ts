import {
  EVENT_DATE_TOO_FAR,
  type EventAnalysis,
  eventDateProblem,
  eventGeneratorRequestSchema,
  type Language,
} from '../../contracts';
import { HttpError } from '../http/errors';
import { planEvent } from '../../engine/planner';
import { chatCompletion } from '../llm/chat-completion';
import { generateImage } from '../llm/generate-image';
import { saudiToday } from './saudi-today';
import type { Deps } from './types';
import { defineFunction } from './types';

type Analysis = Omit<EventAnalysis, 'processingTime'>;

/**
 * The event generator: the planner engine computes every number; an image API, when configured,
 * replaces the SVG mood boards, and an LLM, when configured, may rewrite the market analysis from
 * those numbers. Either failing leaves the engine's own output, said in imageGenerationStatus.
 */
export const eventGenerator = defineFunction({
  request: eventGeneratorRequestSchema,
  async handle(form, { meta, deps }) {
    const started = performance.now();
    // The contract judged the date against the client's currentDate; the server's clock decides.
    const problem = eventDateProblem(form.eventDate, saudiToday(deps.now()));
    if (problem) {
      const message = problem === 'past' ? 'Event date cannot be in the past' : EVENT_DATE_TOO_FAR;
      throw new HttpError(400, 'invalid_request', `eventDate: ${message}`, {
        issues: [{ path: 'eventDate', message }],
      });
    }
    const analysis = planEvent(form);
    const [visualConcepts, marketAnalysis] = await Promise.all([
      withImages(analysis, deps, meta.requestId),
      withLlmProse(analysis, form.language, deps, meta.requestId),
    ]);
    const body: EventAnalysis = {
      ...analysis,
      visualConcepts,
      marketAnalysis,
      // The prose says who wrote it: the rules, or the language model from the rules' figures.
      analysisMethod: marketAnalysis === analysis.marketAnalysis ? 'rules' : 'llm',
      processingTime: Math.round((performance.now() - started) * 100) / 100,
    };
    return { status: 200, body };
  },
});

async function withImages(analysis: Analysis, deps: Deps, requestId: string): Promise<Analysis['visualConcepts']> {
  const visuals = analysis.visualConcepts;
  const image = deps.config.image;
  if (!image || visuals.imageGenerationStatus === 'disabled') return visuals;
  try {
    const generatedImages = await Promise.all(
      visuals.generatedImages.map(async (board) => ({ ...board, url: await generateImage(image, board.prompt) })),
    );
    return { ...visuals, generatedImages, imageGenerationStatus: 'generated' };
  } catch (error) {
    deps.logger.warn({ requestId, err: String(error) }, 'image generation failed; keeping the SVG mood boards');
    return { ...visuals, imageGenerationStatus: 'fallback' };
  }
}

async function withLlmProse(
  analysis: Analysis,
  language: Language,
  deps: Deps,
  requestId: string,
): Promise<Analysis['marketAnalysis']> {
  const llm = deps.config.llm;
  if (!llm) return analysis.marketAnalysis;
  const facts = {
    event: analysis.eventDetails,
    demand: analysis.marketAnalysis.demand,
    pricePerGuestSar: analysis.marketAnalysis.pricePerGuest,
    bookingLeadTimeWeeks: analysis.marketAnalysis.bookingLeadTimeWeeks,
    tierTotalsSar: Object.fromEntries(
      Object.entries(analysis.pricingAnalysis.tiers).map(([key, tier]) => [key, tier.total]),
    ),
  };
  try {
    const prose = await chatCompletion(llm, [
      {
        role: 'system',
        content:
          `You write the market analysis of a Saudi event plan in ${language === 'ar' ? 'Arabic' : 'English'}, ` +
          'in one or two short paragraphs of plain text. Use only the numbers given; never invent a price, a venue or a date.',
      },
      {
        role: 'user',
        content: `Facts (JSON): ${JSON.stringify(facts)}\nDraft from our engine: ${analysis.marketAnalysis.analysis}`,
      },
    ]);
    return { ...analysis.marketAnalysis, analysis: prose };
  } catch (error) {
    deps.logger.warn({ requestId, err: String(error) }, 'LLM failed; keeping the engine’s market analysis');
    return analysis.marketAnalysis;
  }
}
