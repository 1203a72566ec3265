export { Spinner, SpinnerIcon, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner';
