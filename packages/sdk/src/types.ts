import type { components, paths } from './api.gen.js';

/** The success envelope's payload type, or the type itself when it is not an envelope. */
export type Unwrapped<T> = T extends { status: 'success'; data: infer D } ? D : T;

type UnwrapContent<C> = { [Media in keyof C]: Unwrapped<C[Media]> };
type UnwrapResponse<R> = R extends { content: infer C }
  ? Omit<R, 'content'> & { content: UnwrapContent<C> }
  : R;
type UnwrapOperation<O> = O extends { responses: infer Rs }
  ? Omit<O, 'responses'> & { responses: { [Status in keyof Rs]: UnwrapResponse<Rs[Status]> } }
  : O;

/**
 * The API's paths as the client sees them: the envelope middleware hands back `data`, so every
 * success answer is typed as its payload.
 */
export type PostifyPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: UnwrapOperation<paths[Path][Method]> };
};

/** Every schema of the contract, by name (`Schemas['Post']`). */
export type Schemas = components['schemas'];
