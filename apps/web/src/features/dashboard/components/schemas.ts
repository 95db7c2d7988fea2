// The rules the money forms check as you type (zod schemas of @sahm/domain, and zod itself): a module
// of their own, so they are evaluated in a task before the forms' code is (DashboardPage).
export { depositBody, withdrawalRequestBody } from '@sahm/domain';
