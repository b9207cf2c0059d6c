import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordClientError } from '../shared/releaseHealthQueue';
import { RouteErrorPage } from './RouteErrorPage';

interface RouteErrorBoundaryProps {
  /** The page's path: a navigation elsewhere clears the error. */
  readonly pathname: string;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly failed: boolean;
  readonly pathname: string;
}

/** Last line of defence around the whole site: an error no area caught shows RouteErrorPage. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
    // No area caught it: the shell's own rendering failed.
    recordClientError('render');
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
