// The demo pages' language handling goes through the widgets' own bus: these pages are the
// company's own site and opt in (<ev-home page>, or "page": true in the config), so <html lang dir>,
// the body class and the saved choice change, and every widget on the page re-renders. The page's own
// words (title, description, the contact page's header) follow from data-en / data-ar attributes.
//
// The widgets load once the page's first frame is on screen: the home page carries <ev-home>'s first
// screen in its HTML, so the visitor sees it at once, and neither the bundle's download nor React's
// start can hold that first paint back (a page whose scripts arrive before its first frame paints
// only after running them). Two frames: the second begins once the first has been shown. A page
// opened in a background tab draws no frames, and loads them when first shown.
//
// The home first, on its own, then the other elements a task later: evaluated together, React and
// every element's definitions made one long task.
const nextTask = () => new Promise((next) => setTimeout(next));
const widgets = new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)))
  .then(() => document.querySelector('ev-home') && import('/dist/ev-home.js').then(nextTask))
  .then(() => import('/dist/ev-widgets.js'));

// The page's own controls work from the start: a press before the bundle is there waits for it.
document.getElementById('language-toggle')?.addEventListener('click', async () => {
  const { getLanguage, setLanguage } = await widgets;
  setLanguage(getLanguage() === 'ar' ? 'en' : 'ar');
});
document.addEventListener('ev-lead-submitted', (event) => {
  console.info('Lead recorded', event.detail.id);
});

const { getLanguage, onLanguageChange, setLanguage } = await widgets;

function renderPage(language) {
  for (const element of document.querySelectorAll('[data-en]')) {
    element.textContent = element.getAttribute(`data-${language}`);
  }
  for (const element of document.querySelectorAll('[data-en-content]')) {
    element.setAttribute('content', element.getAttribute(`data-${language}-content`));
  }
  const toggle = document.getElementById('language-toggle');
  if (toggle) {
    const other = language === 'ar' ? 'en' : 'ar';
    toggle.textContent = other === 'ar' ? 'العربية' : 'English';
    toggle.lang = other;
  }
}

onLanguageChange(renderPage);

// Restore the saved choice onto the page itself, not only inside the widgets.
const initial = getLanguage();
if (initial !== document.documentElement.lang) setLanguage(initial);
renderPage(initial);
