/** pt-BR texts of the webhooks feature: a URL refused for where it leads, and the delivery log's reasons. */
export const webhookTargetMessages = {
  urlNotAllowed:
    'Esta URL leva a um endereço interno, privado ou reservado e não pode receber webhooks. Use um endereço público.',
} as const;

/**
 * The reasons a delivery log shows for an attempt that got no answer: generic on purpose, so the log cannot
 * tell a closed port from an open one or a plain service from a TLS one (no error codes).
 */
export const deliveryFailureReasons = {
  connection: 'falha de conexão',
  tls: 'falha de TLS',
  timeout: 'tempo esgotado',
  notAllowed: 'endereço não permitido',
} as const;

/** One of {@link deliveryFailureReasons}. */
export type DeliveryFailureReason = (typeof deliveryFailureReasons)[keyof typeof deliveryFailureReasons];
