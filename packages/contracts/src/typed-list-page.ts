import { z } from 'zod';

const total = z.number().int().nonnegative();

type TypedListPageOption<Key extends string, Type extends string, Card extends z.ZodType> = z.ZodObject<
  { [K in Key]: z.ZodLiteral<Type> } & { list: z.ZodArray<Card>; total: typeof total }
>;

/**
 * The answer of a list that shows one type of card at a time (search tabs, member lists):
 * `{ [key]: type, list, total }` for each type, so that a client can tell the card shape apart by `key`.
 */
export function typedListPage<Key extends string, const Cards extends Record<string, z.ZodType>>(
  key: Key,
  cards: Cards,
) {
  const [first, ...rest] = Object.entries(cards).map(([type, card]) =>
    z.object({ [key]: z.literal(type), list: z.array(card), total }),
  );
  if (!first) throw new Error('typedListPage needs at least one card type');
  // Object.entries loses the per-type pairing that the cast restores; the runtime schema is exactly that union.
  return z.discriminatedUnion(key, [first, ...rest]) as unknown as z.ZodDiscriminatedUnion<
    Array<{ [Type in keyof Cards & string]: TypedListPageOption<Key, Type, Cards[Type]> }[keyof Cards & string]>,
    Key
  >;
}
