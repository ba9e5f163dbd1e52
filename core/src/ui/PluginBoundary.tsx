/**
 * Every contribution renders inside one of these: Suspense for lazy code, an error boundary
 * that records the failure against the plugin, and `PluginScope` so `useT()` knows the plugin.
 * A route shows an error card naming the plugin; a slot renders nothing.
 */
import { Component, Suspense } from 'react';
import { LoadingMark } from './still-loading';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PluginScope } from '@answer/sdk';
import { useInternals, useKernelT } from '../internals';
import { Spinner } from './Spinner';

interface CatcherProps {
  resetKey: string;
  onError: (error: Error, info: ErrorInfo) => void;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override componentDidUpdate(previous: CatcherProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface PluginBoundaryProps {
  pluginId: string;
  /** `route`: an error card in place of the page; `slot`: nothing. */
  kind: 'route' | 'slot';
  children: ReactNode;
}

export function PluginBoundary({ pluginId, kind, children }: PluginBoundaryProps) {
  const { status } = useInternals();
  const location = useLocation();
  const onError = (error: Error) => {
    console.error(`[plugin ${pluginId}] ${kind} failed while rendering`, error);
    status.fail(pluginId, 'render', error.message);
  };
  return (
    <ErrorCatcher
      resetKey={location.key}
      onError={onError}
      fallback={(error) => (kind === 'route' ? <PluginErrorCard pluginId={pluginId} error={error} /> : null)}
    >
      <PluginScope pluginId={pluginId}>
        <Suspense fallback={kind === 'route' ? <Spinner /> : <LoadingMark />}>{children}</Suspense>
      </PluginScope>
    </ErrorCatcher>
  );
}

function PluginErrorCard({ pluginId, error }: { pluginId: string; error: Error }) {
  const { pluginName } = useInternals();
  const t = useKernelT();
  return (
    <div className="card border-danger my-4" role="alert" data-plugin-error={pluginId}>
      <div className="card-body">
        <h2 className="h5 card-title text-danger">{t('plugin.page_failed_title')}</h2>
        <p className="card-text mb-1">{t('plugin.page_failed', { plugin: pluginName(pluginId) })}</p>
        <p className="card-text small text-secondary mb-0">{t('plugin.error_detail', { message: error.message })}</p>
      </div>
    </div>
  );
}
