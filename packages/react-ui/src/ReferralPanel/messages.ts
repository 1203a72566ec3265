/** The referral panel's pt-BR copy; override any entry through the `messages` prop. */
export const referralMessages = {
  title: 'Indique e ganhe',
  reward: 'Convide {maxReferrals} amigos e ganhe um cupom de {rewardPercentage}% de desconto.',
  shareLink: 'Seu link de indicação',
  copy: 'Copiar link',
  copied: 'Copiado!',
  referralCount: 'Indicações: {count} de {maxReferrals}',
} as const;

/** The shape of the referral panel's copy. */
export type ReferralMessages = { -readonly [K in keyof typeof referralMessages]: string };
