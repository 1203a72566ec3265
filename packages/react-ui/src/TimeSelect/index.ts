export { TimeSelect, type TimeSelectProps } from './TimeSelect';
