export {
  ConnectedQueueSlotsEditor,
  type ConnectedQueueSlotsEditorProps,
} from '../QueueSlotsEditor/ConnectedQueueSlotsEditor';
