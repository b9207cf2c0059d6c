import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface RouteErrorBoundaryProps {
  /** The page's path: a navigation elsewhere clears the error. */
  readonly pathname: string;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly failedAt: string | null;
}

/** Last line of defence around the whole site: an error no area caught shows RouteErrorPage. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedAt: this.props.pathname });
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.pathname)) {
      return <RouteErrorPage />;
    }
    return this.props.children;
  }
}
