import { isPostifyApiError } from '@postify/sdk';

/** The server's field violations by field name, so they show under the inputs they concern. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isPostifyApiError(error) || !error.details) return {};
  const out: Record<string, string> = {};
  for (const detail of error.details) out[detail.field] ??= detail.message;
  return out;
}
