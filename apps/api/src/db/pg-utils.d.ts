// node-postgres' own conversion of a parameter (its `lib/utils.js`, which @types/pg does not describe).
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
