import { errorMessages } from '../../messages/error.js';
import { defineMessages } from '../bundle.js';

/** The client's failures and the API's `ErrorEnvelope.code`s (`error.NETWORK_ERROR`…), pt-BR only. */
export const errorTexts = /* @__PURE__ */ defineMessages('error', { 'pt-BR': errorMessages });
