/**
 * A uuid as the contract's `format: uuid` accepts it (the generated zod schemas' `zod.uuid()`: RFC 9562 versions 1–8
 * with the RFC variant, and the nil and max uuids), in either case.
 */
const UUID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
