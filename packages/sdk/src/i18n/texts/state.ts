import { stateMessages } from '../../messages/state.js';
import { defineMessages } from '../bundle.js';

/** Labels and refusals of the state rules in `@postify/sdk/rules` (`state.composerSavePostNow`…), pt-BR only. */
export const stateTexts = /* @__PURE__ */ defineMessages('state', { 'pt-BR': stateMessages });
