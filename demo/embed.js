// The embed demo page's own script: shows the ev-* events the widgets dispatch (they bubble and
// are composed, so one listener on document hears every element).
const EVENTS = ['ev-lead-submitted', 'ev-chat-open', 'ev-chat-close', 'ev-lead-captured', 'ev-language-change'];
const log = document.getElementById('event-log');

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    if (!log) return;
    const item = document.createElement('li');
    const source = event.target instanceof Element ? event.target.id || event.target.localName : 'document';
    item.textContent = `${name} from ${source}: ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}
