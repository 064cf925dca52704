import { FormField as ShellFormField, type FormFieldProps } from '../../src/shell/form-field';
import { useLanguage } from '../../src/shell/use-language';

export type { ControlProps } from '../../src/shell/form-field';

/** The shell's field with the contact copy's markers; errors are announced by the form's own alert. */
export function FormField(props: Omit<FormFieldProps, 'markers' | 'announceError' | 'nativeRequired'>) {
  const { t } = useLanguage();
  const markers = { required: t('contact.form.required'), optional: t('contact.form.optional') };
  return <ShellFormField {...props} markers={markers} nativeRequired />;
}
