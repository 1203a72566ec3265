/** The company's public details, as printed on /about and in the legal texts. */
export const company = {
  legalName: 'Postify Tecnologia Ltda.',
  taxId: '12.345.678/0001-90',
  email: 'contato@postify.com.br',
  phone: '+55 (11) 4000-1234',
  phoneHref: 'tel:+551140001234',
} as const;
