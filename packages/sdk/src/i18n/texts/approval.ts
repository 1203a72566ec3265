import { approvalMessages } from '../../messages/approval.js';
import { defineMessages } from '../bundle.js';

/** Approval states, history lines and review labels (`approval.status.IN_REVIEW`…), pt-BR only. */
export const approvalTexts = /* @__PURE__ */ defineMessages('approval', { 'pt-BR': approvalMessages });
