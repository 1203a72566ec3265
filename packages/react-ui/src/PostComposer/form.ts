import { zodResolver } from '@hookform/resolvers/zod';
import type { ComposerFields } from '@postify/hooks/state';
import { templateSchema } from '@postify/sdk/schemas';
import type { Resolver } from 'react-hook-form';

/** The composer's text fields validated by the SDK's template schema ('A legenda é obrigatória'). */
export const templateResolver = zodResolver(templateSchema);

type ResolverTypes =
  typeof templateResolver extends Resolver<infer Input, infer Context, infer Output>
    ? { input: Input; context: Context; output: Output }
    : never;
/** The form's values as react-hook-form holds them (the schema's input). */
export type TemplateFormValues = ResolverTypes['input'];
/** The form's values once the schema accepted them. */
export type TemplateFormOutput = ResolverTypes['output'];
export type TemplateFormContext = ResolverTypes['context'];

/** Every text field as a string, the optional ones empty when unset. */
export function toComposerFields(values: TemplateFormValues): ComposerFields {
  return {
    caption: values.caption,
    description: values.description ?? '',
    location: values.location ?? '',
    userTags: values.userTags ?? '',
    productTags: values.productTags ?? '',
    altText: values.altText ?? '',
  };
}
