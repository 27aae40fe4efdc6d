/**
 * Request validation: each route checks its body with the §5 form schemas of `@holostream/api` (the same rules the
 * site's forms apply), narrowed to what the operation's body carries (`readBody` in http.ts). Issues become readable
 * English for `ErrorBody.errors`; the form schemas speak in translation keys, which a server must not send to people.
 */
import * as z from 'zod/mini';
import { validationMessages, type ValidationMessageKey, createUsageRangeSchema } from '@holostream/api';
import { badRequest } from './errors';

/** English for every message key the form schemas produce (a missing key fails `tsc`). */
export const VALIDATION_TEXT: Record<ValidationMessageKey, string> = {
  'validation.username.length': 'The username must be 4 to 128 characters long',
  'validation.username.alphanumeric': 'The username may contain only letters and digits',
  'validation.email.required': 'The e-mail is required',
  'validation.email.tooLong': 'The e-mail must be at most 254 characters long',
  'validation.email.invalid': 'The e-mail is not valid',
  'validation.password.required': 'The password is required',
  'validation.password.length': 'The password must be 8 to 128 characters long',
  'validation.password.firstCharacter': 'The password must start with a letter, a digit or one of @$!%*?&',
  'validation.password.lowercase': 'The password must contain a lowercase letter',
  'validation.password.uppercase': 'The password must contain an uppercase letter',
  'validation.password.number': 'The password must contain a digit',
  'validation.password.special': 'The password must contain one of @$!%*?&',
  'validation.password.mismatch': 'The passwords do not match',
  'validation.newPassword.mismatch': 'New passwords do not match',
  'validation.currentPassword.required': 'The current password is required',
  'validation.terms.required': 'The terms must be accepted',
  'validation.resetToken.required': 'The reset token is required',
  'validation.feedback.category.invalid': 'The category must be one of 1 to 9',
  'validation.feedback.title.required': 'The title is required',
  'validation.feedback.title.tooLong': 'The title must be at most 255 characters long',
  'validation.feedback.message.required': 'The message is required',
  'validation.feedback.message.tooLong': 'The message must be at most 5000 characters long',
  'validation.member.username.required': 'The username is required',
  'validation.member.invitationCode.required': 'The invitation code is required',
  'validation.member.invitationCode.format': 'The invitation code must look like XXXX-XXXX-XXXX-XXXX',
  'validation.member.role.invalid': 'The role must be admin or member',
  'validation.usageRange.required': 'Both months of the range are required',
  'validation.usageRange.startAfterEnd': 'The start month must not be after the end month',
  'validation.usageRange.beforeMin': 'The range cannot start before 2020-01',
  'validation.usageRange.afterMax': 'The range cannot go past the current month',
};

const knownKeys = new Set<string>(Object.values(validationMessages));

const isKey = (message: string): message is ValidationMessageKey => knownKeys.has(message);

/** An id in a request body: a positive integer, as the contract's ids are. */
export const idSchema = z.int().check(z.gte(1));

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What people call the fields of the request bodies. */
const FIELD_LABELS: Record<string, string> = {
  email: 'e-mail',
  password: 'password',
  username: 'username',
  currentPassword: 'current password',
  newPassword: 'new password',
  token: 'reset token',
  sessionId: 'session id',
  subTierId: 'plan id (subTierId)',
  paymentMethod: 'payment method id',
  invitationCode: 'invitation code',
  role: 'role',
  memberId: 'member id',
  categoryId: 'category',
  title: 'title',
  body: 'message',
};

const TYPE_NAMES: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number' };

/** One issue as a sentence people can read. */
export function issueText(issue: z.core.$ZodIssue, input: unknown): string {
  if (isKey(issue.message)) return VALIDATION_TEXT[issue.message];
  const key = issue.path.map(String).join('.');
  const field = key === '' ? 'The body' : `The ${FIELD_LABELS[key] ?? key}`;
  if (issue.path.length > 0 && valueAt(input, issue.path) === undefined) return `${field} is required`;
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return `${field} must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters long' : ''}`;
    case 'too_big':
      return `${field} must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters long' : ''}`;
    default:
      return `${field} is not valid`;
  }
}

/** The parsed body, or a 400 `Validation failed` listing every issue (the first rule broken first). */
export function parseWith<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = [...new Set(result.error.issues.map((issue) => issueText(issue, input)))];
  throw badRequest('Validation failed', errors);
}

/** The usage range of the query: all four parameters or none. */
export function parseUsageQuery(query: Record<string, string>, now: number) {
  const names = ['startMonth', 'startYear', 'endMonth', 'endYear'] as const;
  const present = names.filter((name) => query[name] !== undefined);
  if (present.length === 0) return undefined;
  if (present.length < names.length) {
    throw badRequest('Validation failed', ['Send all four of startMonth, startYear, endMonth and endYear, or none']);
  }
  const numbers: Record<(typeof names)[number], number> = { startMonth: 0, startYear: 0, endMonth: 0, endYear: 0 };
  const errors: string[] = [];
  for (const name of names) {
    const text = query[name] ?? '';
    const value = /^[0-9]{1,4}$/.test(text) ? Number(text) : Number.NaN;
    const isMonth = name.endsWith('Month');
    if (!Number.isInteger(value) || (isMonth ? value < 1 || value > 12 : value < 2020 || value > 9999)) {
      errors.push(`${name} must be ${isMonth ? 'a month from 1 to 12' : 'a year from 2020'}`);
    }
    numbers[name] = value;
  }
  if (errors.length > 0) throw badRequest('Validation failed', errors);
  const month = (year: number, monthNumber: number) => `${year}-${String(monthNumber).padStart(2, '0')}`;
  // The current month is UTC's, as a production server's: the site asks by the same calendar (toMonthValue).
  parseWith(createUsageRangeSchema(new Date(now)), {
    start: month(numbers.startYear, numbers.startMonth),
    end: month(numbers.endYear, numbers.endMonth),
  });
  return numbers;
}
