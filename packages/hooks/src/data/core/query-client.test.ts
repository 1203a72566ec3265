import { retryTransientFailure } from '@postify/sdk';
import { describe, expect, it } from 'vitest';
import { createPostifyQueryClient } from './query-client.js';

describe('createPostifyQueryClient', () => {
  it('uses the transient rule unless the caller sets its own retry', () => {
    expect(createPostifyQueryClient().getDefaultOptions().queries?.retry).toBe(retryTransientFailure);
    const own = createPostifyQueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 } } });
    expect(own.getDefaultOptions().queries).toMatchObject({ retry: false, staleTime: 5 });
  });
});
