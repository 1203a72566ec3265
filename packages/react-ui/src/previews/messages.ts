/** The previews' pt-BR copy; fixed texts come from the publishing specification. */
export const previewMessages = {
  videoBadge: 'Vídeo',
  videoUnavailable: 'Vídeo não disponível',
  openVideoExternally: 'Abrir vídeo externamente',
  unsupportedMedia: 'Mídia não suportada',
  openLink: 'Abrir link',
  document: 'Documento',
  carousel: 'Mídias do post',
  previousMedia: 'Mídia anterior',
  nextMedia: 'Próxima mídia',
  image: 'Imagem {index} de {count}',
  video: 'Vídeo do post',
  audio: 'Áudio do post',
  playVideo: 'Reproduzir vídeo',
  noCaption: 'Sem legenda',
  now: 'Agora mesmo',
  feedDefaultName: 'Sua Página',
  feedLike: 'Curtir',
  feedComment: 'Comentar',
  feedShare: 'Compartilhar',
  gridDefaultName: 'seu_perfil',
  gridLikes: '1.024 curtidas',
  professionalDefaultName: 'Sua Empresa',
  professionalSubtitle: 'Especialista em Marketing Digital',
  professionalReactions: '25 reações',
  professionalComments: '8 comentários',
  professionalRecommend: 'Recomendar',
  professionalComment: 'Comentar',
  professionalRepost: 'Republicar',
  shortVideoDefaultHandle: 'suamarca',
  shortVideoSound: 'Som original - {handle}',
  shortVideoLikes: '12,3K',
  shortVideoComments: '248',
  shortVideoShares: '96',
  channelDefaultName: 'Seu Canal',
  channelDefaultTitle: 'Título do vídeo',
  channelSubscribers: '124K inscritos',
  channelViews: '1.234 visualizações • há 2 horas',
  channelSubscribe: 'INSCREVER-SE',
  shortTextBrand: 'Sua Marca',
  shortTextHandle: '@suamarca',
  shortTextReplies: '12',
  shortTextReposts: '34',
  shortTextLikes: '256',
} as const;

/** The shape of the previews' copy: same keys as {@link previewMessages}, any strings. */
export type PreviewMessages = { -readonly [K in keyof typeof previewMessages]: string };

/** Fills `{name}` placeholders of a preview message. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
