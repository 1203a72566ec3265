import { canUseAi } from '@postify/sdk/schemas';
import { networkMessages } from '../messages.js';
import type { OperationModule, RequestContext } from '../openapi/operations.js';
import { requireProject } from '../projects/access.js';
import { improveCaptionLocally, suggestTagsLocally } from './local.js';
import { askAi, cleanTags } from './openai.js';

/** Refuses captions of 5 characters or fewer (the SDK's rule) with a pt-BR field message. */
function captionRules(body: unknown) {
  const caption =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).caption : undefined;
  return typeof caption === 'string' && canUseAi(caption)
    ? []
    : [{ field: 'caption', message: networkMessages.captionTooShort }];
}

/** The configured AI's answer, or the local one when none is configured or it fails. */
async function withAi(
  ctx: RequestContext,
  task: 'caption' | 'tags',
  caption: string,
  local: (caption: string) => string,
  clean: (answer: string) => string,
): Promise<string> {
  const ai = ctx.services.config.ai;
  if (!ai) return local(caption);
  try {
    const answer = clean(await askAi(ai, task, caption));
    if (answer.length > 0) return answer;
  } catch (error) {
    ctx.services.log.warn({ err: error, task }, 'AI endpoint failed; answering the local suggestion');
  }
  return local(caption);
}

/** `POST /smart/caption` and `POST /smart/tags`. */
export const smartOperations: OperationModule = {
  improveCaption: {
    rules: captionRules,
    async handle(ctx) {
      await requireProject(ctx);
      const { caption } = ctx.body;
      return { caption: await withAi(ctx, 'caption', caption, improveCaptionLocally, (answer) => answer) };
    },
  },
  suggestTags: {
    rules: captionRules,
    async handle(ctx) {
      await requireProject(ctx);
      const { caption } = ctx.body;
      return { tags: await withAi(ctx, 'tags', caption, suggestTagsLocally, cleanTags) };
    },
  },
};
