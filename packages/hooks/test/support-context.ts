// What the global setup hands to the test files.
declare module 'vitest' {
  export interface ProvidedContext {
    /** `…/api/v1` of the server started by test/api-server.ts. */
    apiUrl: string;
    /** Test control beside the API (links sandbox social accounts in the database). */
    controlUrl: string;
  }
}

export {};
