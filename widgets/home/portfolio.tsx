import type { City } from '@saudi/cities';
import { cityName } from '@saudi/cities';
import { formatNumber } from '@saudi/format';
import { useLanguage } from '@shell/react/use-language';
import { HomeSection } from './home-section';
import { IMAGES } from './images';
import { MediaCard } from './media-card';

/** Past events the company shows (spec §1 names a Portfolio section): where, when and the figures. */
const PROJECTS: readonly { id: keyof typeof IMAGES.portfolio; city: City; year: number; figures: Figures }[] = [
  { id: 'wedding', city: 'Riyadh', year: 2023, figures: { guests: 800, days: 3, crew: 65 } },
  { id: 'conference', city: 'Jeddah', year: 2024, figures: { guests: 2400, days: 2, crew: 140 } },
  { id: 'nationalDay', city: 'Dammam', year: 2023, figures: { guests: 12000, days: 1, crew: 310 } },
  { id: 'heritage', city: 'AlUla', year: 2024, figures: { guests: 120, days: 1, crew: 45 } },
];

type Figures = { guests: number; days: number; crew: number };

/** Four past events, each with its illustration, city and year, story and figures. */
export function Portfolio() {
  const { t, language } = useLanguage();
  return (
    <HomeSection id="portfolio" part="portfolio">
      <ul className="media-grid media-grid--four">
        {PROJECTS.map(({ id, city, year, figures }) => (
          <MediaCard
            key={id}
            part="project"
            data-project={id}
            slot={`portfolio.${id}`}
            image={IMAGES.portfolio[id]}
            alt={t(`home.portfolio.${id}.alt`)}
          >
            <p className="project__place">
              {cityName(city, language)} · {year}
            </p>
            <h3 className="card__title">{t(`home.portfolio.${id}.title`)}</h3>
            <p className="card__text project__story">{t(`home.portfolio.${id}.text`)}</p>
            <dl className="project__figures" part="project-figure">
              {(Object.keys(figures) as (keyof Figures)[]).map((figure) => (
                <div key={figure} className="project__figure">
                  <dt>{t(`home.portfolio.figures.${figure}`)}</dt>
                  <dd>{formatNumber(figures[figure], language)}</dd>
                </div>
              ))}
            </dl>
          </MediaCard>
        ))}
      </ul>
    </HomeSection>
  );
}
