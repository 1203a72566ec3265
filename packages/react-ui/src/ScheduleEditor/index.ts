export { AccountPicker, type AccountPickerProps } from './AccountPicker';
export { type ScheduleEditorMessages, scheduleEditorMessages } from './messages';
export { ScheduleEditor, type ScheduleEditorProps } from './ScheduleEditor';
export type { AccountGroup, ChoosableAccount, HeadingLevel } from './types';
