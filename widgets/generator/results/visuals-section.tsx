import type { EventAnalysis } from '@contracts/event-generator';
import { useLanguage } from '@shell/react/use-language';

/** Colour schemes with swatches, the written concepts, and the mood boards when there are any. */
export function VisualsSection({ visuals }: { visuals: EventAnalysis['visualConcepts'] }) {
  const { t, language } = useLanguage();
  const key = (name: string) => `generator.results.visuals.${name}`;
  return (
    <div className="visuals">
      {visuals.imageGenerationStatus === 'fallback' && (
        <p className="note" part="image-fallback">
          {t(key('fallback'))}
        </p>
      )}
      <h5 className="results__subheading">{t(key('palettes'))}</h5>
      <ul className="cards cards--two">
        {Object.entries(visuals.colorSchemes).map(([id, scheme]) => (
          <li key={id} className="card" part="palette" data-scheme={id}>
            <p className="card__title">{scheme.name[language]}</p>
            <p className="swatches" aria-hidden="true">
              {scheme.colors.map((color) => (
                <span key={color} className="swatch" style={{ backgroundColor: color }} />
              ))}
            </p>
            <p className="ev-visually-hidden">{t(key('colors'), { colors: scheme.colors.join(', ') })}</p>
            <p className="card__text">{scheme.description[language]}</p>
          </li>
        ))}
      </ul>
      <h5 className="results__subheading">{t(key('concepts'))}</h5>
      <ul className="cards cards--two">
        {visuals.conceptDescriptions.map((concept) => (
          <li key={concept.id} className="card" part="concept">
            <p className="card__title">{concept.title}</p>
            <p className="card__text">{concept.description}</p>
            <p className="card__meta">
              {t(key('culturalRelevance'))}: {concept.culturalRelevance}
            </p>
          </li>
        ))}
      </ul>
      {visuals.generatedImages.length > 0 && (
        <>
          <h5 className="results__subheading">{t(key('images'))}</h5>
          <div className="moodboards">
            {/* Not lazy: a board in a closed section must still be there when the plan is printed. */}
            {visuals.generatedImages.map((image) => (
              <img
                key={image.url}
                className="moodboard"
                part="image"
                src={image.url}
                alt={t(key('imageAlt'), { prompt: image.prompt })}
                decoding="async"
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
