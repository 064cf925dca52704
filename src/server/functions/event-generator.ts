import {
  EVENT_DATE_TOO_FAR,
  type EventAnalysis,
  eventDateProblem,
  eventGeneratorRequestSchema,
  type Language,
} from '../../contracts';
import { HttpError } from '../http/errors';
import { planEvent, VAT_RATE } from '../../engine/planner';
import { chatCompletion } from '../llm/chat-completion';
import { generateImage } from '../llm/generate-image';
import { acceptModelProse } from '../llm/model-guard';
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
    const [visualConcepts, prose] = await Promise.all([
      withImages(analysis, deps, meta.requestId),
      withLlmProse(analysis, form.language, deps, meta.requestId),
    ]);
    const body: EventAnalysis = {
      ...analysis,
      visualConcepts,
      marketAnalysis: prose.marketAnalysis,
      // Whose words the analysis is: the planner's, or a model's written from the planner's figures.
      marketDataSource: prose.writtenBy
        ? `${analysis.marketDataSource} ${WRITTEN_BY[form.language](prose.writtenBy)}`
        : analysis.marketDataSource,
      analysisMethod: prose.writtenBy ? 'llm' : 'rules',
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

const WRITTEN_BY = {
  en: (model: string) => `The analysis text was written by a language model (${model}) from these figures.`,
  ar: (model: string) => `كتب نصَّ التحليل نموذجٌ لغوي (${model}) من هذه الأرقام.`,
};

/**
 * The market analysis in a model's words when an LLM is configured and what it wrote holds only
 * the planner's figures, city and kind of event (model-guard.ts); the planner's own otherwise.
 */
async function withLlmProse(
  analysis: Analysis,
  language: Language,
  deps: Deps,
  requestId: string,
): Promise<{ marketAnalysis: Analysis['marketAnalysis']; writtenBy?: string }> {
  const kept = { marketAnalysis: analysis.marketAnalysis };
  const llm = deps.config.llm;
  if (!llm) return kept;
  const given = {
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
          'in one or two short paragraphs of plain text. Use only the numbers, city and kind of event given; never invent a price, a venue or a date, ' +
          'and promise nothing (no discount, guarantee, refund, free item or availability): what you write is checked against the facts.',
      },
      {
        role: 'user',
        content: `Facts (JSON): ${JSON.stringify(given)}\nDraft from our engine: ${analysis.marketAnalysis.analysis}`,
      },
    ]);
    const facts = [JSON.stringify(given), analysis.marketAnalysis.analysis, `VAT ${Math.round(VAT_RATE * 100)}%`];
    if (!acceptModelProse({ what: 'analysis', text: prose, facts }, deps.logger, requestId)) return kept;
    return { marketAnalysis: { ...analysis.marketAnalysis, analysis: prose }, writtenBy: llm.model };
  } catch (error) {
    deps.logger.warn({ requestId, err: String(error) }, 'LLM failed; keeping the engine’s market analysis');
    return kept;
  }
}
