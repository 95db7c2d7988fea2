// The rules the trade forms check as you type (zod schemas of @sahm/domain, and zod itself): a module
// of their own, so they are evaluated in a task before the cards' code is (PropertyDetailPage).
export { receiverPhone, tokenCount } from '@sahm/domain';
