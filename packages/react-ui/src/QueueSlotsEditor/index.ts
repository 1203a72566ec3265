export { type QueueSlotsEditorMessages, queueSlotsEditorMessages } from './messages';
export { QueueSlotsEditor, type QueueSlotsEditorProps } from './QueueSlotsEditor';
