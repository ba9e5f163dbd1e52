/** react-bootstrap's Modal and its header, one chunk that LazyModal loads when a dialog first opens. */
export { default as Modal } from 'react-bootstrap/Modal';
export { default as ModalHeader } from 'react-bootstrap/ModalHeader';
