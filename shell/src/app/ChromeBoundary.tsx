import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ChromeBoundaryProps {
  /** Which piece of chrome this guards (top bar, footer, session area...), for the console. */
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Guards one piece of chrome: if it throws while rendering, that piece is left out and the page
 * content and the rest of the chrome stay up. The failure goes to the console for support.
 */
export class ChromeBoundary extends Component<ChromeBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`portal chrome "${this.props.name}" failed and is left out`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
