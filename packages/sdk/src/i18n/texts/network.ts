import { networkMessages } from '../../messages/network.js';
import { defineMessages } from '../bundle.js';

/** Network constraint problems by `NetworkProblem.code` (`network.text-too-long`…), pt-BR only. */
export const networkTexts = /* @__PURE__ */ defineMessages('network', { 'pt-BR': networkMessages });
