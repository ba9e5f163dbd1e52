/**
 * Renders every component contributed to a stack point, each inside its plugin's scope and its own
 * error boundary: one broken contribution (another plugin's code) leaves the page and the other
 * contributions working.
 */
import { Component, Fragment, Suspense } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import type { ExtensionPoint } from './extension';
import { PluginScope, useExtensions } from './react';

class ContributionBoundary extends Component<{ pluginId: string; pointId: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[plugin ${this.props.pluginId}] contribution to ${this.props.pointId} failed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** One contributed component in its plugin's scope and error boundary, as a slot renders each. */
export function ContributionFrame<P extends object>({ pluginId, pointId, component: Contributed, props }: { pluginId: string; pointId: string; component: ComponentType<P>; props: P }) {
  return (
    <ContributionBoundary pluginId={pluginId} pointId={pointId}>
      <PluginScope pluginId={pluginId}>
        {/* A contribution that is still loading (React.lazy) holds back only itself. */}
        <Suspense fallback={null}>
          <Contributed {...props} />
        </Suspense>
      </PluginScope>
    </ContributionBoundary>
  );
}

export interface SlotProps<P extends object> {
  point: ExtensionPoint<{ component: ComponentType<P>; order?: number }>;
  /** Handed to every contributed component. */
  props: P;
  /** Wraps each rendered contribution (a list item, a column); by default none. */
  wrap?: (child: ReactNode, key: string) => ReactNode;
  /** Shown when nothing is contributed. */
  fallback?: ReactNode;
}

/** The contributions of `point`, in order, each given `props`. */
export function Slot<P extends object>({ point, props, wrap, fallback = null }: SlotProps<P>) {
  const contributions = useExtensions(point);
  if (contributions.length === 0) return <>{fallback}</>;
  return (
    <>
      {contributions.map((contribution) => {
        const child = <ContributionFrame pluginId={contribution.pluginId} pointId={point.id} component={contribution.value.component} props={props} />;
        return wrap ? <Fragment key={contribution.id}>{wrap(child, contribution.id)}</Fragment> : <Fragment key={contribution.id}>{child}</Fragment>;
      })}
    </>
  );
}
