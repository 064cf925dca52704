import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getLanguage } from '../base/bus';
import css from './render-error.css?inline';
import { useStyles } from './use-styles';

// Its own two strings: the boundary must work even when the widget's i18n is what broke.
const TEXT = {
  en: { title: 'Something went wrong.', details: 'Details' },
  ar: { title: 'حدث خطأ ما.', details: 'التفاصيل' },
} as const;

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Shows 'Something went wrong.' with the error details instead of an empty element (spec §4). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[ev] render error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RenderError error={error} />;
  }
}

// Its stylesheet comes with it: an element that never breaks never carries it.
function RenderError({ error }: { error: Error }) {
  useStyles(css);
  const text = TEXT[getLanguage()];
  return (
    <div role="alert" part="error" className="ev-render-error">
      <p>{text.title}</p>
      <details>
        <summary>{text.details}</summary>
        <pre>{error.message}</pre>
      </details>
    </div>
  );
}
