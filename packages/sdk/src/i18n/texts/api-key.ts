import { apiKeyMessages } from '../../messages/api-key.js';
import { defineMessages } from '../bundle.js';

/** Refusals of the API key and allowed-origin rules (`apiKey.nameRequired`, `apiKey.originWildcard`…), pt-BR only. */
export const apiKeyTexts = /* @__PURE__ */ defineMessages('apiKey', { 'pt-BR': apiKeyMessages });
