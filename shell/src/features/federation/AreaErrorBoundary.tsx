import type { RemoteName } from '@alu/common';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordClientError } from '../../shared/releaseHealthQueue';
import { AreaUnavailable } from './AreaUnavailable';

interface Props {
  /** The remote whose page renders inside (its render errors are counted against it). */
  readonly remote: RemoteName;
  readonly children: ReactNode;
  readonly onRetry: () => void;
}

interface State {
  readonly failed: boolean;
}

/** Catches an exception thrown while a remote's page renders; the rest of the site stays. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Area failed while rendering', error, info.componentStack);
    recordClientError('render', this.props.remote);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <AreaUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
