import { Component, Suspense, lazy, type ReactNode } from 'react';
import type { RemoteName } from '@automercato/mf-config/remotes';
import { isScreenError } from '@automercato/shell-api';
import { reportHealth } from './health';
import type { RemoteInUse } from './remoteLazy';
import { RemoteUnavailableError, remoteVersion } from './remotes';
import { t } from './home-texts';
import { firstViewReplaced } from '@automercato/api-sdk';

// Loaded when needed: error views are not part of the pages that work.
const ErrorView = lazy(() => import('../pages/ErrorScreen').then((m) => ({ default: m.ErrorView })));

interface Props {
  remote: RemoteName;
  /** Called on "Riprova", before the children render again (creates a fresh lazy). */
  onRetry: () => void;
  /** 'page' for a whole area, 'inline' for a widget inside a shell page. */
  variant?: 'page' | 'inline';
  /** Page title shown with the fallback (page variant). */
  title?: string | undefined;
  /**
   * The address of the page (pathname): a ScreenError belongs to one page, so another page of
   * the same remote (back to the previous listing…) renders the remote again.
   */
  screenKey?: string;
  /** The version the area shows (set when its module loads): a render error is counted against it. */
  inUse?: RemoteInUse;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * One boundary per remote: whatever goes wrong in loading or rendering a remote stays in
 * its area, with an Italian message and a retry button; the rest of the page keeps working.
 * A ScreenError (a remote asking for the 404/410/… screen) is passed on to the route's error
 * screen: SPEC §2 wants it in the empty layout with the status as page title. A widget inside a
 * shell page (inline) shows the error view in its place instead of taking the page over.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    // The page the server drew for the first view gives way to the error or screen shown instead.
    firstViewReplaced();
    // A ScreenError is the remote's own answer (404…); a failed load was reported by remotes.ts.
    if (isScreenError(error) || error instanceof RemoteUnavailableError) return;
    const version = this.props.inUse?.version ?? remoteVersion(this.props.remote);
    if (version !== undefined) reportHealth({ remote: this.props.remote, version, kind: 'render_error' });
  }

  override componentDidUpdate(previous: Props) {
    if (previous.screenKey !== this.props.screenKey && isScreenError(this.state.error)) this.setState({ error: null });
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    const error = this.state.error;
    const variant = this.props.variant ?? 'page';
    // Rethrown to the router's error element (routes.tsx), which resets on the next address.
    if (isScreenError(error) && variant === 'page') throw error;
    if (isScreenError(error)) {
      return (
        <Suspense fallback={null}>
          <ErrorView status={error.status} action={error.action} />
        </Suspense>
      );
    }
    return (
      <div className={`am-remote-error am-remote-error--${variant}`} role="alert" data-remote={this.props.remote}>
        {variant === 'page' && this.props.title ? <title>{this.props.title}</title> : null}
        <p>{t('remoteBoundary.questaSezioneNonE')}</p>
        <button type="button" className="am-button" onClick={this.retry}>{t('remoteBoundary.riprova')}</button>
      </div>
    );
  }
}
