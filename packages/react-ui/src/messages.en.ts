import type { Widen } from './i18n/useCopy';
import type { messages } from './messages';

/** English of the primitives' copy (`common.loading`, `toast.dismiss`…). */
export const messagesEn: Widen<typeof messages> = {
  common: { loading: 'Loading...', close: 'Close', back: 'Back', cancel: 'Cancel' },
  confirmDialog: {
    title: 'Confirm action',
    description: 'Are you sure you want to continue?',
    confirm: 'Confirm',
    cancel: 'Cancel',
    loading: 'Loading...',
  },
  passwordField: {
    show: 'Show password',
    hide: 'Hide password',
    strength: 'Password strength',
    met: 'met',
    unmet: 'pending',
  },
  select: { placeholder: 'Select an option' },
  comboBox: { empty: 'No results found', open: 'Show options' },
  datePicker: { open: 'Open calendar' },
  timeSelect: { placeholder: 'Time', label: 'Time' },
  otpInput: { label: 'Verification code', digit: 'Digit {index} of {count}' },
  dropZone: {
    prompt: 'Drag files here or',
    browse: 'Choose files',
    addMedia: 'Add media',
    dropped: 'Files received',
  },
  table: { empty: 'No items found' },
  toast: { region: 'Notifications', dismiss: 'Close notification' },
  breadcrumbs: { label: 'Breadcrumbs' },
  banner: { dismiss: 'Close notice' },
  menu: { trigger: 'More actions' },
  drawer: { close: 'Close' },
  recoveryScreen: {
    errorTitle: 'Something went wrong on this page',
    errorHint: 'Reload the page to try again. If the problem continues, contact our support.',
    updateTitle: 'This page could not be loaded',
    updateHint:
      'A new version of Postify may have been released or the connection dropped. Reload the page to continue.',
    reload: 'Reload',
  },
};
