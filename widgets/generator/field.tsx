import { type FormFieldProps, FormField } from '../../src/shell/form-field';
import { useLanguage } from '../../src/shell/use-language';

export type { ControlProps } from '../../src/shell/form-field';

/** The shell's field with the generator copy's markers, each error announced where it appears. */
export function Field(props: Omit<FormFieldProps, 'markers' | 'announceError' | 'nativeRequired'>) {
  const { t } = useLanguage();
  const markers = { required: t('generator.required'), optional: t('generator.optional') };
  return <FormField {...props} markers={markers} announceError />;
}
