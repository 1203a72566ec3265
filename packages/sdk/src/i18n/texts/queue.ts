import { queueMessages } from '../../rules/queue.js';
import { defineMessages } from '../bundle.js';

/** Refusals of the queue slot rules (`queue.slotDuplicate`, `queue.queueFull`…), pt-BR only. */
export const queueTexts = /* @__PURE__ */ defineMessages('queue', { 'pt-BR': queueMessages });
