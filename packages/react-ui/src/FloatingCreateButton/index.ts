export { FloatingCreateButton, type FloatingCreateButtonProps } from './FloatingCreateButton';
