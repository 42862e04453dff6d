import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@automercato/mf-config/remotes';

interface Props {
  remote: RemoteName;
  /** Called on "Riprova", before the children render again (creates a fresh lazy). */
  onRetry: () => void;
  /** 'page' for a whole area, 'inline' for a widget inside a shell page. */
  variant?: 'page' | 'inline';
  /** Page title shown with the fallback (page variant). */
  title?: string | undefined;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * One boundary per remote: whatever goes wrong in loading or rendering a remote stays in
 * its area, with an Italian message and a retry button; the rest of the page keeps working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    const variant = this.props.variant ?? 'page';
    return (
      <div className={`am-remote-error am-remote-error--${variant}`} role="alert" data-remote={this.props.remote}>
        {variant === 'page' && this.props.title ? <title>{this.props.title}</title> : null}
        <p>Questa sezione non è al momento disponibile.</p>
        <button type="button" className="am-button" onClick={this.retry}>
          Riprova
        </button>
      </div>
    );
  }
}
