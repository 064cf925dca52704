// The host page's own React app on demo/embed.html: a CMS page that already runs React must keep
// working next to the widgets (which bring their own copy inside their bundle).
import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';

function HostCounter() {
  const [count, setCount] = useState(0);
  return (
    <div className="host-counter">
      <p>This box is the page's own React {version} app, not the widgets' copy.</p>
      <button type="button" id="host-counter-button" onClick={() => setCount((value) => value + 1)}>
        Host clicks: <output id="host-counter-value">{count}</output>
      </button>
    </div>
  );
}

const mount = document.getElementById('host-react-app');
if (mount) {
  mount.dataset.reactVersion = version;
  createRoot(mount).render(
    <StrictMode>
      <HostCounter />
    </StrictMode>,
  );
}
