import { useLanguage } from '../react/use-language';
import { useStyles } from '../react/use-styles';
import css from './form-field.css?inline';

/** '(Required)' or '(Optional)' after a label or legend, in the page language. */
export function FieldMarker({ required }: { required: boolean }) {
  const { t } = useLanguage();
  useStyles(css);
  return (
    <span className={required ? 'field__marker field__marker--required' : 'field__marker'}>
      ({t(required ? 'common.required' : 'common.optional')})
    </span>
  );
}
