/**
 * Keeps one panel's failure from taking the page down: the form stays usable and the panel
 * says what went wrong. A new `resetKey` (e.g. the scenario) tries again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanStore } from '../../store/planStore.ts';

interface Props {
  readonly children: ReactNode;
  readonly resetKey?: unknown;
}

interface State {
  readonly error: Error | null;
  readonly resetKey: unknown;
}

function Fallback({ error }: { readonly error: Error }) {
  const { t } = useTranslation();
  return (
    <p className="panel-failed" role="alert">
      <span aria-hidden="true">⚠ </span>
      {t('common.panelFailed', { message: error.message })}
    </p>
  );
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A panel failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <Fallback error={this.state.error} /> : this.props.children;
  }
}

/** A boundary that tries again whenever the scenario changes. */
export function PanelBoundary({ children }: { readonly children: ReactNode }) {
  const scenario = usePlanStore((s) => s.scenario);
  return <ErrorBoundary resetKey={scenario}>{children}</ErrorBoundary>;
}
