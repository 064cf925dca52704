import { COMPANY_NAME } from '@saudi/company-facts';
import { formatDay } from '@saudi/format';
import { formatPhone } from '@saudi/phone-number';
import { useLanguage } from '@shell/react/use-language';

interface PrintHeaderProps {
  /** The day the visitor asked for the analysis, YYYY-MM-DD (the request's currentDate). */
  analysedOn: string;
  phone: string;
  whatsapp: string;
}

/**
 * What a printed or saved plan opens with (print media only): the company's name, its phone and
 * WhatsApp, and the day the plan was made, so the paper says who made it and when.
 */
export function PrintHeader({ analysedOn, phone, whatsapp }: PrintHeaderProps) {
  const { t, language } = useLanguage();
  return (
    <header className="print-header" part="print-header">
      <p className="print-header__company">{COMPANY_NAME[language]}</p>
      <p>{t('generator.results.print.prepared', { date: formatDay(analysedOn, language) })}</p>
      <p>
        {t('generator.results.print.phone')}: <span dir="ltr">{phone}</span> · {t('generator.results.print.whatsapp')}:{' '}
        <span dir="ltr">{formatPhone(whatsapp)}</span>
      </p>
    </header>
  );
}
