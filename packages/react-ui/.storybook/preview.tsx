import '@fontsource-variable/inter/wght.css';
// The test machine has no emoji font: ship one so emoji render the same everywhere.
import '@fontsource/noto-emoji/400.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ThemeName, ThemeProvider } from '../src/theme';
import { themeModes } from './modes';
import { canvas } from './preview.css';

const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeProvider theme={theme} className={canvas}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro' },
          { value: 'dark', title: 'Escuro' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', viewport: { value: 'fixed', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    // One fixed viewport for every story, so screenshot baselines are comparable.
    viewport: { options: { fixed: { name: 'Fixo 800×600', styles: { width: '800px', height: '600px' } } } },
    a11y: { test: 'error' },
    // Chromatic snapshots every story in both themes; domain components add phone and laptop widths.
    chromatic: { modes: themeModes },
    controls: { matchers: { date: /Date$/i } },
  },
};

export default preview;
