// What a member types or pastes into a mobile field: numbers copied from chats and documents
// often carry spaces (138 0013 8000) or full-width digits (１３８…). MeEdu compares mobiles as
// stored strings, so those would not match the account; the field keeps digits as ASCII, no spaces.

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const FULL_WIDTH_OFFSET = 0xff10 - 0x30;

export function normalizeMobileInput(value: string): string {
  return value
    .replace(/\s+/g, "")
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - FULL_WIDTH_OFFSET));
}
