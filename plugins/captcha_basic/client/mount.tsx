/**
 * The kernel has no dialog slot for a provider that is not a component, so the plugin renders its
 * dialog in a React root of its own at the end of `<body>`, inside the kernel's context (services,
 * translations of this plugin). The theme reaches it through `data-bs-theme` on `<html>`.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { KernelContext, PluginScope, type KernelServices } from '@answer/sdk';
import type { ChallengeDialog } from './challenge-dialog';

// Few visits ever see a captcha: the dialog (and the form it holds) loads with the first challenge.
const CaptchaModal = lazy(() => import('./CaptchaModal').then((module) => ({ default: module.CaptchaModal })));

function CaptchaDialogRoot({ dialog }: { dialog: ChallengeDialog }) {
  const view = useSyncExternalStore(dialog.subscribe, dialog.snapshot, dialog.snapshot);
  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <CaptchaModal dialog={dialog} />
    </Suspense>
  );
}

/** Renders the dialog; the returned function removes it and its element again. */
export function mountCaptchaDialog(kernel: KernelServices, pluginId: string, dialog: ChallengeDialog): () => void {
  const container = document.createElement('div');
  container.dataset.pluginRoot = pluginId;
  document.body.appendChild(container);
  // Its own prefix, or `useId` would hand out the same ids as the kernel's root does.
  const root = createRoot(container, { identifierPrefix: `${pluginId}-` });
  root.render(
    <KernelContext.Provider value={kernel}>
      <PluginScope pluginId={pluginId}>
        <CaptchaDialogRoot dialog={dialog} />
      </PluginScope>
    </KernelContext.Provider>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}
