import '@fontsource-variable/inter/wght.css';
// The test machine has no emoji font: ship one so emoji render the same everywhere.
import '@fontsource/noto-emoji/400.css';
import { beforeEach } from 'vitest';
import { ignoreWindowFocusChanges, startAsPointerUser } from './pointer';

ignoreWindowFocusChanges();
beforeEach(startAsPointerUser);
