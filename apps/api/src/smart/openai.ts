import type { AiSettings } from '../config.js';

const prompts = {
  caption:
    'Você revisa legendas de redes sociais em português do Brasil. Corrija ortografia, pontuação, espaçamento e ' +
    'maiúsculas, deixe o texto mais claro e atraente sem mudar o sentido nem inventar fatos. Responda apenas com a legenda.',
  tags:
    'Você sugere hashtags em português do Brasil para a legenda dada: de 3 a 8 hashtags relevantes, minúsculas, ' +
    'sem espaços dentro de cada uma. Responda apenas com as hashtags separadas por espaço.',
} as const;

/** Asks an OpenAI-compatible chat completions endpoint; throws when it does not answer usable text. */
export async function askAi(
  settings: AiSettings,
  task: keyof typeof prompts,
  caption: string,
): Promise<string> {
  const response = await fetch(`${settings.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0.3,
      messages: [
        { role: 'system', content: prompts[task] },
        { role: 'user', content: caption },
      ],
    }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`AI endpoint answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim().length === 0)
    throw new Error('AI endpoint answered no text');
  return content.trim();
}

/** Keeps only well-formed hashtags of an AI answer, as `#tag #tag`. */
export function cleanTags(text: string): string {
  const tags = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  return [...new Set(tags.map((tag) => tag.toLowerCase()))].slice(0, 8).join(' ');
}
