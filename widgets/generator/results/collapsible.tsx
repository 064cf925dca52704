import { type ReactNode, useId, useState } from 'react';

interface CollapsibleProps {
  name: string;
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A disclosure: a heading button with aria-expanded controlling a labelled region. */
export function Collapsible({ name, title, defaultOpen = false, children }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const uid = useId();
  return (
    <div className="collapsible" part="result-section" data-section={name} data-open={open}>
      <h4 className="collapsible__heading">
        {/* On paper the section's title stands alone: the disclosure button is hidden (print.css). */}
        <span className="collapsible__print-title" aria-hidden="true">
          {title}
        </span>
        <button
          type="button"
          id={`${uid}-button`}
          className="collapsible__button"
          aria-expanded={open}
          aria-controls={`${uid}-region`}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{title}</span>
          <span className="collapsible__icon" aria-hidden="true" />
        </button>
      </h4>
      <section id={`${uid}-region`} aria-labelledby={`${uid}-button`} className="collapsible__body" hidden={!open}>
        {children}
      </section>
    </div>
  );
}
