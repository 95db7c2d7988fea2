import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './RouteError';

interface BoundaryProps {
  /** The location the boundary is showing; a new one (back, a link) clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The location that failed, once known. */
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return state.failed && state.failedAt !== null && state.failedAt !== props.locationKey ? { failed: false, failedAt: null } : null;
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    this.setState({ failedAt: this.props.locationKey });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * What a screen that throws, or whose code chunk fails to load, shows
 * instead of a blank page: RouteError, until the location changes.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
