export {
  PasswordChecklist,
  type PasswordChecklistProps,
  type PasswordCriterion,
  type StrengthTone,
  strengthTones,
} from './PasswordChecklist';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { PlainPasswordField, type PlainPasswordFieldProps } from './PlainPasswordField';
