// The demo page's language toggle goes through the widgets' own bus: <html lang dir>, the body
// class and the saved choice change, and every widget on the page re-renders.
import { getLanguage, onLanguageChange, setLanguage } from '/dist/ev-widgets.js';

const TITLES = {
  en: 'Contact us · Event management in Saudi Arabia',
  ar: 'تواصل معنا · تنظيم الفعاليات في السعودية',
};

function renderPage(language) {
  for (const element of document.querySelectorAll('[data-en]')) {
    element.textContent = element.getAttribute(`data-${language}`);
  }
  const other = language === 'ar' ? 'en' : 'ar';
  const toggle = document.getElementById('language-toggle');
  toggle.textContent = other === 'ar' ? 'العربية' : 'English';
  toggle.lang = other;
  document.title = TITLES[language];
}

onLanguageChange(renderPage);
document.getElementById('language-toggle').addEventListener('click', () => {
  setLanguage(getLanguage() === 'ar' ? 'en' : 'ar');
});
document.addEventListener('ev-lead-submitted', (event) => {
  console.info('Lead recorded', event.detail.id);
});

// Restore the saved choice onto the page itself, not only inside the widgets.
const initial = getLanguage();
if (initial !== document.documentElement.lang) setLanguage(initial);
renderPage(initial);
