/**
 * The pt-BR copy of every rule in `@postify/sdk/schemas`: validation messages, strength labels, media
 * and scheduling refusals. Texts quoted by the product specification are kept verbatim; the others
 * (marked "ours" in docs/rules.md) were written in the same voice where the specification was silent.
 * The state rules' labels (`@postify/sdk/rules`) are in `stateMessages` (./state.ts), so each entry bundles
 * only its own copy.
 */
export const sdkMessages = {
  email: 'Email inválido',
  signInPasswordRequired: 'Senha é obrigatória',
  passwordMin: 'A senha deve ter no mínimo 8 caracteres',
  passwordMax: 'A senha deve ter no máximo 64 caracteres',
  passwordUppercase: 'A senha deve conter pelo menos uma letra maiúscula',
  passwordLowercase: 'A senha deve conter pelo menos uma letra minúscula',
  passwordDigit: 'A senha deve conter pelo menos um número',
  passwordSpecial: 'A senha deve conter pelo menos um caractere especial',
  passwordMismatch: 'As senhas não coincidem',
  currentPasswordRequired: 'Informe a senha atual',
  currentPasswordWrong: 'Senha atual incorreta',
  nameRequired: 'Nome é obrigatório',
  phoneRequired: 'Telefone é obrigatório',
  resetCode: 'Código inválido',
  onboardingCode: 'Digite o código de 6 dígitos',
  onboardingPhone: 'Digite um telefone válido',
  howDiscoveredRequired: 'Por favor, conte como conheceu a plataforma',
  messageRequired: 'Mensagem é obrigatória',
  projectNameRequired: 'Nome do projeto é obrigatório',
  projectNameMin: 'Nome deve ter pelo menos 3 caracteres',
  projectNameMax: 'Nome deve ter no máximo 100 caracteres',
  projectNameChars: 'Nome pode conter apenas letras, números, espaços, hífens e underscores',
  projectDescriptionRequired: 'Descrição é obrigatória',
  projectDescriptionMin: 'Descrição deve ter pelo menos 10 caracteres',
  projectDescriptionMax: 'Descrição deve ter no máximo 500 caracteres',
  projectTimeZoneInvalid: 'Fuso horário inválido',
  captionRequired: 'A legenda é obrigatória',
  mediaOneVideo: 'Apenas 1 vídeo é permitido.',
  mediaNoMixing: 'Você não pode misturar vídeos e imagens.',
  mediaMaxImages: 'Você pode enviar no máximo 15 imagens.',
  mediaUnsupportedType: 'Apenas imagens e vídeos são aceitos.',
  scheduleDateRequired: 'Selecione uma data',
  scheduleTimeRequired: 'Selecione um horário',
  scheduleAccountsRequired: 'Selecione pelo menos uma conta',
  scheduleRepeatNumberMin: 'O número de repetições deve ser no mínimo 1',
  scheduleRepeatTypeMin: 'O intervalo deve ser de no mínimo 1 dia',
  scheduleRepeatNumberMax: 'O número de repetições deve ser no máximo 366',
  scheduleRepeatTypeMax: 'O intervalo deve ser de no máximo 365 dias',
  folderNameRequired: 'O nome da pasta é obrigatório',
  renameRequired: 'O novo nome é obrigatório',
  strengthMinLength: 'Pelo menos 8 caracteres',
  strengthUppercase: 'Uma letra maiúscula',
  strengthLowercase: 'Uma letra minúscula',
  strengthDigit: 'Um número',
  strengthSpecial: 'Um caractere especial',
  strengthVeryWeak: 'Muito fraca',
  strengthWeak: 'Fraca',
  strengthStrong: 'Forte',
} as const;

/** Keys of {@link sdkMessages}. */
export type SdkMessageKey = keyof typeof sdkMessages;

/**
 * The catalogue codes of {@link sdkMessages} (`validation.email`…): the schemas of `@postify/sdk/schemas`
 * carry these as their issues' messages, and `validate` turns them into text at display time (pt-BR
 * unless given another catalogue), so one schema serves every language.
 */
export const validationCodes = /* @__PURE__ */ Object.fromEntries(
  Object.keys(sdkMessages).map((key) => [key, `validation.${key}`]),
) as { readonly [K in SdkMessageKey]: `validation.${K}` };

/** The pt-BR text of a validation code, or the code itself when it is not one (e.g. zod's own). */
export function validationText(code: string): string {
  const key = code.startsWith('validation.') ? code.slice('validation.'.length) : '';
  return key in sdkMessages ? sdkMessages[key as SdkMessageKey] : code;
}
