import { sdkMessages } from '../../messages/validation.js';
import { defineMessages } from '../bundle.js';

/** Validation messages of `@postify/sdk/schemas` (`validation.email`, `validation.captionRequired`…), pt-BR only. */
export const validationTexts = /* @__PURE__ */ defineMessages('validation', { 'pt-BR': sdkMessages });
