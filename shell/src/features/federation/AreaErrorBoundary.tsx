import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable } from './AreaUnavailable';

interface Props {
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
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <AreaUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
