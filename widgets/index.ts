// The all-in-one entry: importing it registers every widget (each registration is idempotent),
// and it exposes the bus so a host page can switch language or view the way the widgets do.
// Home first: its first screen is what a visitor waits for, so it renders before the others.
import './home/define';
import './chat/define';
import './contact/define';
import './generator/define';

export { EvContact } from './contact/define';
export { getLanguage, onLanguageChange, setLanguage } from '@shell/base/bus';
export { getView, onViewChange, setView } from '@shell/first-view/view-bus';
