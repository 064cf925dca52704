import { useLanguage } from '@shell/react/use-language';
import { FEATURE_ICONS } from './feature-icons';

/**
 * A card's icon, title and text, as the about and services sections draw them: the copy's
 * `home.<section>.<name>.title` and `.text` under the icon named like the card.
 */
export function FeatureCardBody({ section, name }: { section: string; name: keyof typeof FEATURE_ICONS }) {
  const { t } = useLanguage();
  return (
    <>
      <span className="card__icon">{FEATURE_ICONS[name]}</span>
      <h3 className="card__title">{t(`home.${section}.${name}.title`)}</h3>
      <p className="card__text">{t(`home.${section}.${name}.text`)}</p>
    </>
  );
}
