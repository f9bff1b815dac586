import type { MessageDescriptor } from 'react-intl';

/**
 * The id of a message in the app's catalogues (typed by src/i18n/message-ids.d.ts). Map a closed set of values
 * to ids with an explicit `{ value: 'feature.some.id' } as const satisfies Record<Value, MessageId>` rather than a
 * template literal, so tests/build/translations.test.ts can see every id that is used.
 */
export type MessageId = NonNullable<MessageDescriptor['id']>;
