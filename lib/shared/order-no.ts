const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

/** What an order number in an address may look like (anything else is never sent to the API). */
export const isOrderNo = (value: string) => ORDER_NO.test(value);
