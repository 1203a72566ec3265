import { retryTransientFailure } from '@postify/sdk';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** A QueryClient whose queries retry only transient failures (the SDK's `retryTransientFailure`); `config` adds to it. */
export function createPostifyQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { defaultOptions, ...rest } = config;
  return new QueryClient({
    ...rest,
    defaultOptions: {
      ...defaultOptions,
      queries: { retry: retryTransientFailure, ...defaultOptions?.queries },
    },
  });
}
