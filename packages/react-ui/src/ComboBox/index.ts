export { SelectItem as ComboBoxItem } from '../Select/Select';
export { ComboBox, type ComboBoxProps } from './ComboBox';
