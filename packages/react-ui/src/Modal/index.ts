export { DialogTrigger } from 'react-aria-components';
export { DialogHeader, type DialogHeaderProps } from './DialogHeader';
export { Modal, type ModalProps } from './Modal';
