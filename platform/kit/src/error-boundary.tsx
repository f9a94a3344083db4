import { Component, type ErrorInfo, type ReactNode } from "react";

export interface BlockErrorBoundaryProps {
  /** Names the block in the log line, so a broken block can be found on a busy page. */
  blockName: string;
  children?: ReactNode;
  /** Shown instead of the block; nothing by default, so readers see no broken UI. */
  fallback?: ReactNode;
  onError?: (error: unknown, blockName: string) => void;
}

/** Contains a block that throws while rendering in the browser, so the rest of the page lives on. */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, this.props.blockName);
    else console.error(`Block "${this.props.blockName}" failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
