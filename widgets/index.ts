// The all-in-one entry: importing it registers every widget (each registration is idempotent),
// and it exposes the bus so a host page can switch language or view the way the widgets do.
import './chat/define';
import './contact/define';
import './generator/define';
import './home/define';

export { EvContact } from './contact/define';
export { getLanguage, getView, onLanguageChange, onViewChange, setLanguage, setView } from '../src/shell/bus';
