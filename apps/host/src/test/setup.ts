import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are lazily loaded chunks: the first one of a test file can take seconds to transform on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
