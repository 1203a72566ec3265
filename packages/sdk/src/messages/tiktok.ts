/**
 * The pt-BR refusals of the TikTok posting rules (`tiktokOptionsProblems` of `@postify/sdk/rules`), catalogue
 * codes `tiktok.<code>`; the API answers the same texts. `videoTooLong` takes `duration` and `limitDuration`
 * ('m:ss').
 */
export const tiktokMessages = {
  privacyRequired: 'Escolha quem pode ver este post no TikTok.',
  privacyNotAllowed: 'Esta conta do TikTok não permite esta opção de privacidade. Escolha outra.',
  commentDisabled: 'Esta conta do TikTok desativou os comentários; não é possível permiti-los.',
  duetDisabled: 'Esta conta do TikTok desativou os duetos; não é possível permiti-los.',
  stitchDisabled: 'Esta conta do TikTok desativou as costuras; não é possível permiti-las.',
  disclosureKindRequired:
    'Indique se o post promove a sua marca, conteúdo de marca ou ambos, ou desative a divulgação de conteúdo comercial.',
  disclosureOff: 'Ative a divulgação de conteúdo comercial para marcar sua marca ou conteúdo de marca.',
  brandedContentPrivate: 'Conteúdo de marca não pode ser privado: escolha outra opção de privacidade.',
  musicUsageRequired: 'Confirme que concorda com a Confirmação de Uso de Música do TikTok.',
  videoTooLong: 'O vídeo tem {duration}; esta conta do TikTok aceita vídeos de até {limitDuration}.',
  optionsRequired: 'Escolha as opções do TikTok antes de publicar.',
  optionsWithoutTikTok: 'As opções do TikTok só valem para posts com uma conta do TikTok.',
} as const;
