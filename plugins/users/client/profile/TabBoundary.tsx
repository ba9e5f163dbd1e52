/**
 * Keeps a tab another plugin adds from taking the profile down with it: a tab that throws shows
 * a short note in its place and the header and the tab row stay usable.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export class TabBoundary extends Component<{ pluginId: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[plugin ${this.props.pluginId}] profile tab failed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
