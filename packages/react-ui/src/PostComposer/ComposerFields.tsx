import type { ComposerFields as Fields } from '@postify/hooks/state';
import { usePostifyMessages } from '@postify/hooks/state';
import { messageOf } from '@postify/sdk/schemas';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import type { TemplateFormContext, TemplateFormOutput, TemplateFormValues } from './form';
import type { PostComposerMessages } from './messages';
import * as styles from './PostComposer.css';

type FormControl = Control<TemplateFormValues, TemplateFormContext, TemplateFormOutput>;

interface FieldsProps {
  control: FormControl;
  /** Keeps the composer's rules (advanced options, AI enablement) in step with what is typed. */
  onFieldChange: (name: keyof Fields, value: string) => void;
  showAdvancedOptions: boolean;
  canUseAi: boolean;
  aiBusy: 'caption' | 'tags' | null;
  onImproveCaption?: (() => void) | undefined;
  onGenerateTags?: (() => void) | undefined;
  messages: PostComposerMessages;
}

function Field({
  name,
  label,
  description,
  multiline,
  isRequired,
  control,
  onFieldChange,
}: {
  name: FieldPath<TemplateFormValues> & keyof Fields;
  label: string;
  description?: string;
  multiline?: boolean;
  isRequired?: boolean;
  control: FormControl;
  onFieldChange: FieldsProps['onFieldChange'];
}) {
  // The template schema's issues are catalogue codes: shown in the provider's language.
  const messages = usePostifyMessages();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const props = {
          label,
          ...(description ? { description } : {}),
          name: field.name,
          value: field.value ?? '',
          onChange: (value: string) => {
            field.onChange(value);
            onFieldChange(name, value);
          },
          onBlur: field.onBlur,
          isRequired,
          isInvalid: Boolean(fieldState.error),
          errorMessage: fieldState.error?.message ? messageOf(fieldState.error.message, messages) : undefined,
          validationBehavior: 'aria' as const,
        };
        return multiline ? <TextArea {...props} rows={4} /> : <TextField {...props} />;
      }}
    />
  );
}

/** The template's text fields: caption with the two AI actions, description, and the advanced options. */
export function ComposerFields({
  control,
  onFieldChange,
  showAdvancedOptions,
  canUseAi,
  aiBusy,
  onImproveCaption,
  onGenerateTags,
  messages,
}: FieldsProps) {
  const shared = { control, onFieldChange };
  return (
    <div className={styles.fields}>
      <Field name="caption" label={messages.caption} multiline isRequired {...shared} />
      {onImproveCaption || onGenerateTags ? (
        <div className={styles.aiRow}>
          {onImproveCaption ? (
            <AiAction task="caption" busy={aiBusy} canUseAi={canUseAi} onPress={onImproveCaption}>
              {messages.improveCaption}
            </AiAction>
          ) : null}
          {onGenerateTags ? (
            <AiAction task="tags" busy={aiBusy} canUseAi={canUseAi} onPress={onGenerateTags}>
              {messages.generateTags}
            </AiAction>
          ) : null}
          {canUseAi ? null : <span className={styles.muted}>{messages.aiHint}</span>}
        </div>
      ) : null}
      <Field name="description" label={messages.description} multiline {...shared} />
      {showAdvancedOptions ? (
        <fieldset className={styles.advanced}>
          <legend className={styles.legend}>{messages.advancedOptions}</legend>
          <Field name="location" label={messages.location} {...shared} />
          <Field name="userTags" label={messages.userTags} description={messages.userTagsHint} {...shared} />
          <Field name="productTags" label={messages.productTags} {...shared} />
          <Field name="altText" label={messages.altText} description={messages.altTextHint} {...shared} />
        </fieldset>
      ) : null}
    </div>
  );
}

/** An AI action on the caption: spinning while it runs, unavailable while the other one runs. */
function AiAction({
  task,
  busy,
  canUseAi,
  onPress,
  children,
}: {
  task: NonNullable<FieldsProps['aiBusy']>;
  busy: FieldsProps['aiBusy'];
  canUseAi: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      isDisabled={!canUseAi || (busy !== null && busy !== task)}
      isLoading={busy === task}
      onPress={onPress}
    >
      {children}
    </Button>
  );
}
