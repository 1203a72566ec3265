/** The warning shown before leaving for a network's authorization page (publishing spec, settings). */
export function connectWarning(platformName: string): string {
  const name = platformName.toLowerCase();
  if (name.includes('instagram'))
    return 'A conta do Instagram precisa ser profissional (comercial ou de criador de conteúdo) para publicar pelo Postify.';
  if (name.includes('facebook'))
    return 'Conecte sua conta do Facebook para gerenciar e publicar posts nas suas páginas.';
  if (name.includes('tiktok')) return 'Você será redirecionado para o TikTok para autorizar o Postify.';
  return `Você será redirecionado para o ${platformName} para autorizar o Postify.`;
}
