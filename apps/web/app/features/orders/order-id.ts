/** An order id from the address (/order-pay/{id}); null when it is not one. */
export function orderIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
