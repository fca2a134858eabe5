/**
 * Keeps one panel's failure from taking the page down: the form stays usable and the panel
 * says what went wrong. A new `resetKey` (e.g. the scenario) tries again. Around the answer
 * (`AnswerBoundary`) and the whole app (`AppBoundary`) the message comes with a way back: the
 * last scenario that showed, or the default example. The page is never left blank.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareScenario } from '../../engine/index.ts';
import { defaultScenario } from '../../store/initialState.ts';
import { browserStorage, storageKeys } from '../../store/persist.ts';
import { planStore, usePlanStore } from '../../store/planStore.ts';
import { setAside } from '../../store/setAside.ts';

interface Props {
  readonly children: ReactNode;
  readonly resetKey?: unknown;
  /** What to show instead of the children; `lastGood` is the last resetKey they showed with. */
  readonly fallback?: (error: Error, lastGood: unknown) => ReactNode;
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
  private lastGood: unknown = undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidMount(): void {
    if (!this.state.error) this.lastGood = this.props.resetKey;
  }

  override componentDidUpdate(): void {
    if (!this.state.error) this.lastGood = this.props.resetKey;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A panel failed to render:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(error, this.lastGood) : <Fallback error={error} />;
  }
}

/** A boundary that tries again whenever the scenario changes. */
export function PanelBoundary({ children }: { readonly children: ReactNode }) {
  const scenario = usePlanStore((s) => s.scenario);
  return <ErrorBoundary resetKey={scenario}>{children}</ErrorBoundary>;
}

function WayBack({ error, lastGood, messageKey }: { readonly error: Error; readonly lastGood: unknown; readonly messageKey: string }) {
  const { t } = useTranslation();
  const current = usePlanStore((s) => s.scenario);
  const loadScenario = usePlanStore((s) => s.loadScenario);
  const back = lastGood !== undefined && lastGood !== current ? (lastGood as CompareScenario) : null;
  return (
    <div className="panel-failed" role="alert">
      <p>
        <span aria-hidden="true">⚠ </span>
        {t(messageKey, { message: error.message })}
      </p>
      {back && (
        <button type="button" onClick={() => loadScenario(back)}>
          {t('common.backToLastGood')}
        </button>
      )}
      <button type="button" onClick={() => loadScenario(defaultScenario())}>
        {t('common.backToDefault')}
      </button>
    </div>
  );
}

/** Around the answer: a failure shows what went wrong with the way back to the last plan that showed, or the default. */
export function AnswerBoundary({ children }: { readonly children: ReactNode }) {
  const scenario = usePlanStore((s) => s.scenario);
  return (
    <ErrorBoundary resetKey={scenario} fallback={(error, lastGood) => <WayBack error={error} lastGood={lastGood} messageKey="common.answerFailed" />}>
      {children}
    </ErrorBoundary>
  );
}

/** Starts again from the default example, with the stored session set aside (kept for export). */
function restart(error: Error): void {
  const storage = browserStorage();
  let text: string | null = null;
  try {
    text = storage?.getItem(storageKeys.session) ?? null;
  } catch (_e) {
    // storage refused: nothing to set aside
  }
  setAside(storage, storageKeys.session, text, error.message);
  planStore.getState().loadScenario(defaultScenario(), undefined, []);
}

function AppFailed({ error }: { readonly error: Error }) {
  const { t } = useTranslation();
  return (
    <div className="panel-failed app-failed" role="alert">
      <p>
        <span aria-hidden="true">⚠ </span>
        {t('common.appFailed', { message: error.message })}
      </p>
      <button type="button" onClick={() => restart(error)}>
        {t('common.restartFromDefault')}
      </button>
    </div>
  );
}

/** Around the whole app: the last line, so nothing can leave the page blank. */
export function AppBoundary({ children }: { readonly children: ReactNode }) {
  const scenario = usePlanStore((s) => s.scenario);
  return (
    <ErrorBoundary resetKey={scenario} fallback={(error) => <AppFailed error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
