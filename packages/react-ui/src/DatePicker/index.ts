export { Calendar, type CalendarProps } from './Calendar';
export { DateField, type DateFieldProps } from './DateField';
export { DatePicker, type DatePickerProps } from './DatePicker';
