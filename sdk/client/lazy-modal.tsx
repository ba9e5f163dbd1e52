/**
 * react-bootstrap's Modal, loaded the first time it opens. Most visits open no dialog, and a
 * closed Modal still costs its code (transitions, focus and scroll management) on every page that
 * offers one. Use it exactly like `Modal`: `<LazyModal show ...><LazyModal.Header closeButton>...`.
 * Once loaded it stays mounted, so the closing animation plays.
 */
import { useState } from 'react';
import type { ComponentPropsWithRef, ElementType } from 'react';
import type { ModalProps } from 'react-bootstrap/Modal';
import type { ModalHeaderProps } from 'react-bootstrap/ModalHeader';
import { lazyComponent } from './lazy-component';

// The header (with its close button) renders only inside an open Modal: by then its chunk, the
// same one, is here.
const loadParts = () => import('./modal-parts');
const Modal = lazyComponent<ModalProps, 'Modal'>(loadParts, 'Modal');

function LazyModalRoot(props: ModalProps) {
  const [opened, setOpened] = useState(Boolean(props.show));
  // Adjusting state while rendering: React re-renders at once, before anything is painted.
  if (props.show && !opened) setOpened(true);
  if (!opened) return null;
  return <Modal {...props} />;
}

type ModalPartProps = ComponentPropsWithRef<'div'> & { as?: ElementType; bsPrefix?: string };

/**
 * Title, body and footer are class names on an element, as react-bootstrap renders them (same
 * `as`, `bsPrefix` and class order), written out here so that no page pays for the library's
 * versions before a dialog opens.
 */
function modalPart(prefix: string, defaultAs: ElementType = 'div', defaultClass?: string) {
  return function ModalPart({ as: Component = defaultAs, bsPrefix = prefix, className, ...props }: ModalPartProps) {
    const names = [className, bsPrefix, Component === defaultAs ? defaultClass : undefined].filter(Boolean).join(' ');
    return <Component {...props} className={names} />;
  };
}

export const LazyModal = Object.assign(LazyModalRoot, {
  Header: lazyComponent<ModalHeaderProps, 'ModalHeader'>(loadParts, 'ModalHeader'),
  // react-bootstrap's title is a div styled as an h4 unless `as` names another element
  Title: modalPart('modal-title', 'div', 'h4'),
  Body: modalPart('modal-body'),
  Footer: modalPart('modal-footer'),
});
