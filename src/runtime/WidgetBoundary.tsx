import { Component, type ReactNode } from 'react';
import { reportFailure } from './report';

interface Props {
  name: string;
  element: Element;
  children: ReactNode;
  onError?: () => void;
}

/** Keeps a render error inside its own widget: the host page and the others go on. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.();
    reportFailure(this.props.element, { widget: this.props.name, phase: 'render', error });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
