import { tiktokMessages } from '../../messages/tiktok.js';
import { defineMessages } from '../bundle.js';

/** Refusals of the TikTok posting rules (`tiktok.privacyRequired`…), pt-BR only. */
export const tiktokTexts = /* @__PURE__ */ defineMessages('tiktok', { 'pt-BR': tiktokMessages });
