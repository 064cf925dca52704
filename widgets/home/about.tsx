import { useLanguage } from '@shell/react/use-language';
import { FeatureCardBody } from './feature-card-body';
import { HomeSection } from './home-section';
import { IMAGES } from './images';
import { SectionImage } from './section-image';

const CARDS = ['who', 'vision', 'mission'] as const;

/** Who we are, vision and mission, with the team image and 'since 2010'. */
export function About() {
  const { t } = useLanguage();
  return (
    <HomeSection id="about" part="about">
      <div className="about__layout">
        <figure className="about__figure">
          <SectionImage
            slot="about"
            art={IMAGES.about}
            alt={t('home.about.teamAlt')}
            width={640}
            height={480}
            className="about__image"
          />
          <figcaption className="since" part="since">
            <strong className="since__year">{t('home.about.since')}</strong>
            <span className="since__detail">{t('home.about.sinceDetail')}</span>
          </figcaption>
        </figure>
        <ul className="cards about__cards">
          {CARDS.map((card) => (
            <li key={card} className="card" part="card">
              <FeatureCardBody section="about" name={card} />
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
