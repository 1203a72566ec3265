import { createTheme } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { extendTheme } from '../theme/extendTheme';
import { lightThemeValues } from '../theme/tokens';

// The documented partner path, compiled like a partner's own `.css.ts`: used by the re-theming test.
export const partnerTestTheme = createTheme(
  vars,
  extendTheme(lightThemeValues, { color: { primary: '#be123c' } }),
);
