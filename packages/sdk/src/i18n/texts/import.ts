import { importMessages } from '../../messages/import.js';
import { defineMessages } from '../bundle.js';

/** The texts of 'Importar CSV' (`import.dateInvalid`, `import.accountUnknown`…), pt-BR only. */
export const importTexts = /* @__PURE__ */ defineMessages('import', { 'pt-BR': importMessages });
