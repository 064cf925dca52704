import { useEffect, useId, useState } from 'react';
import { useLanguage } from '@shell/react/use-language';
import { LanguageButton } from '@shell/react/language-button';
import { CloseIcon, MenuIcon } from './icons';
import { Logo } from './logo';
import { SECTION_IDS, type SectionId } from './section-ids';

/**
 * The fixed top bar: logo, the four section buttons, the language switch, and on small screens
 * a hamburger whose menu closes once a section is chosen (or on Escape).
 */
export function Header({ onNavigate }: { onNavigate: (id: SectionId) => void }) {
  const { t, language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const other = language === 'ar' ? 'en' : 'ar';

  const choose = (id: SectionId) => {
    setOpen(false);
    onNavigate(id);
  };
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <header className="header" part="header">
      <div className="header__bar">
        <div className="brand" part="logo">
          <Logo size={36} />
          <span className="brand__name">{t('home.brand')}</span>
        </div>
        <div className="header__menu">
          <button
            type="button"
            className="menu-button"
            part="menu-button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('home.header.closeMenu') : t('home.header.openMenu')}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
          <nav id={menuId} className="nav" part="nav" aria-label={t('home.header.navLabel')} data-open={open}>
            <ul className="nav__list">
              {SECTION_IDS.map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    className="nav__link"
                    part="nav-link"
                    data-section={id}
                    onClick={() => choose(id)}
                  >
                    {t(`home.nav.${id}`)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <LanguageButton language={other} className="language-toggle" part="language-toggle" onChoose={setLanguage}>
          {t('home.header.switchTo')}
        </LanguageButton>
      </div>
    </header>
  );
}
