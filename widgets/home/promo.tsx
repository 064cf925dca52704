import { useHost } from '@shell/react/host-context';
import { useLanguage } from '@shell/react/use-language';
import { ArrowIcon } from './icons';
import { launchGenerator } from './launch-generator';
import { useFadeIn } from './use-fade-in';

const POINTS = ['pricing', 'venues', 'compliance'] as const;

/** The call to action for the AI event generator. */
export function Promo({ generatorUrl }: { generatorUrl?: string | undefined }) {
  const { t } = useLanguage();
  const host = useHost();
  const fade = useFadeIn<HTMLElement>();
  return (
    <section id="generator-promo" className="section promo" part="promo" aria-labelledby="promo-title" {...fade}>
      <div className="section__inner promo__panel">
        <p className="promo__badge">{t('home.promo.badge')}</p>
        <h2 id="promo-title" className="promo__title">
          {t('home.promo.heading')}
        </h2>
        <p className="promo__text">{t('home.promo.text')}</p>
        <ul className="promo__points">
          {POINTS.map((point) => (
            <li key={point}>{t(`home.promo.points.${point}`)}</li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--accent promo__launch"
          part="promo-launch"
          onClick={() => {
            launchGenerator(host, generatorUrl).catch((error: unknown) => {
              console.error('[ev] the event generator could not be loaded', error);
            });
          }}
        >
          <span>{t('home.promo.launch')}</span>
          <ArrowIcon />
        </button>
      </div>
    </section>
  );
}
