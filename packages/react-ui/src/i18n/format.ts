import { formatIcu, type MessageValues } from '@postify/sdk/messages';

// Apart from the copy hooks: the ICU formatter stays out of pages whose texts have no placeholders (the
// landing's route spinner and recovery screen read the primitives' copy only).

/**
 * Formats a text (ICU: `{name}`, `{n, plural, one {# conta} other {# contas}}`…) for `locale`. A
 * malformed override is shown as written rather than breaking the screen.
 */
export function formatCopy(template: string, values: MessageValues = {}, locale = 'pt-BR'): string {
  try {
    return formatIcu(template, values, locale);
  } catch {
    return template;
  }
}

/** Fills the placeholders of a message (ICU: `{name}`, plurals…) in pt-BR, or in `locale`. */
export function formatMessage(
  template: string,
  values: Record<string, string | number>,
  locale?: string,
): string {
  return formatCopy(template, values, locale);
}
