import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';
import { plansQueryOptions } from './queries.js';

/** The plans for /pricing and the landing page: active only, cheapest first. */
export function usePlans() {
  return useServerMessage(useQuery(plansQueryOptions(usePostifyClient())));
}
