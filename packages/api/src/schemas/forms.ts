/**
 * The validation rules of docs/product.md §5, one schema per form, checked in the product's order: the first issue of a parse is
 * the first rule the input breaks. Messages are translation keys (`validation.*`); the features translate them.
 * The same schemas validate requests in the sandbox.
 */
import * as z from 'zod/mini';
import type {
  AddMemberRequest,
  ChangePasswordRequest,
  FeedbackRequest,
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
} from '../contract';
import { FEEDBACK_CATEGORY_IDS, MEMBER_ROLES } from '../enums';
import type { Equal, Expect } from '../lib/type-equal';
import { passwordRules } from './password-rules';
import { INVITATION_CODE_PATTERN } from './responses';
import { normaliseIdentifier, normaliseInvitationCode } from './identifiers';
import { withoutStrayCharacters } from './stray-characters';

export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const FEEDBACK_TITLE_MAX_LENGTH = 255;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;

/** Every message key the form schemas can produce; each needs a translation in the features' locales. */
export const validationMessages = {
  usernameLength: 'validation.username.length',
  usernameAlphanumeric: 'validation.username.alphanumeric',
  emailRequired: 'validation.email.required',
  emailTooLong: 'validation.email.tooLong',
  emailInvalid: 'validation.email.invalid',
  passwordRequired: 'validation.password.required',
  passwordLength: 'validation.password.length',
  passwordFirstCharacter: 'validation.password.firstCharacter',
  passwordLowercase: 'validation.password.lowercase',
  passwordUppercase: 'validation.password.uppercase',
  passwordNumber: 'validation.password.number',
  passwordSpecial: 'validation.password.special',
  passwordMismatch: 'validation.password.mismatch',
  newPasswordMismatch: 'validation.newPassword.mismatch',
  currentPasswordRequired: 'validation.currentPassword.required',
  termsRequired: 'validation.terms.required',
  resetTokenRequired: 'validation.resetToken.required',
  feedbackCategoryInvalid: 'validation.feedback.category.invalid',
  feedbackTitleRequired: 'validation.feedback.title.required',
  feedbackTitleTooLong: 'validation.feedback.title.tooLong',
  feedbackMessageRequired: 'validation.feedback.message.required',
  feedbackMessageTooLong: 'validation.feedback.message.tooLong',
  memberUsernameRequired: 'validation.member.username.required',
  memberInvitationCodeRequired: 'validation.member.invitationCode.required',
  memberInvitationCodeFormat: 'validation.member.invitationCode.format',
  memberRoleInvalid: 'validation.member.role.invalid',
  usageRangeRequired: 'validation.usageRange.required',
  usageRangeStartAfterEnd: 'validation.usageRange.startAfterEnd',
  usageRangeBeforeMin: 'validation.usageRange.beforeMin',
  usageRangeAfterMax: 'validation.usageRange.afterMax',
} as const;

export type ValidationMessageKey = (typeof validationMessages)[keyof typeof validationMessages];

const m = validationMessages;

/** Strips stray characters (docs/product.md §5, bounded input), trims, then requires at least one character. */
export const requiredText = (message: string, options: { lines?: boolean } = {}) =>
  z.string().check(
    z.overwrite((text) => withoutStrayCharacters(text, options)),
    z.trim(),
    z.minLength(1, message),
  );

/** Signup rule 1: 4 to 128 characters, letters and digits only (full-width ones too: normalised first). */
export const usernameSchema = z
  .string()
  .check(
    z.overwrite(normaliseIdentifier),
    z.minLength(USERNAME_MIN_LENGTH, m.usernameLength),
    z.maxLength(USERNAME_MAX_LENGTH, m.usernameLength),
    z.regex(/^[A-Za-z0-9]*$/, m.usernameAlphanumeric),
  );

/** Signup rule 2: non-empty, at most 254 characters, valid (a full-width `＠` too: normalised first). */
export const emailSchema = z
  .string()
  .check(
    z.overwrite(normaliseIdentifier),
    z.minLength(1, m.emailRequired),
    z.maxLength(EMAIL_MAX_LENGTH, m.emailTooLong),
    z.regex(z.regexes.email, m.emailInvalid),
  );

/** Signup rule 3 (also reset and change password): length, allowed first character, then each character class. */
export const passwordSchema = z
  .string()
  .check(
    z.refine(passwordRules.length, m.passwordLength),
    z.refine(passwordRules.firstCharacter, m.passwordFirstCharacter),
    z.refine(passwordRules.lowercase, m.passwordLowercase),
    z.refine(passwordRules.uppercase, m.passwordUppercase),
    z.refine(passwordRules.number, m.passwordNumber),
    z.refine(passwordRules.special, m.passwordSpecial),
  );

/** Signup: username, e-mail, password, the two passwords match, terms accepted (docs/product.md §5, in that order). */
export const signupFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: m.passwordMismatch,
      path: ['confirmPassword'],
    }),
    z.refine((form) => form.acceptTerms, { error: m.termsRequired, path: ['acceptTerms'] }),
  );

/** Login: e-mail and password required. */
export const loginFormSchema = z.object({
  email: z.string().check(z.overwrite(normaliseIdentifier), z.minLength(1, m.emailRequired)),
  password: z.string().check(z.minLength(1, m.passwordRequired)),
});

/** A form of one e-mail field: the forgot-password view (where to send the link), an invitation by e-mail. */
export const emailFormSchema = z.object({ email: emailSchema });

/** Reset password: the token from the link, the password rule, the two entries match. */
export const resetPasswordFormSchema = z
  .object({
    token: z.string().check(z.minLength(1, m.resetTokenRequired)),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: m.passwordMismatch,
      path: ['confirmPassword'],
    }),
  );

/** Change password: current password required, the new one follows the rule, new and confirm match. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, m.currentPasswordRequired)),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      error: m.newPasswordMismatch,
      path: ['confirmPassword'],
    }),
  );

/** Feedback: category 1-9, title and message trimmed, required, at most 255 and 5000 characters. */
export const feedbackFormSchema = z.object({
  categoryId: z.literal(FEEDBACK_CATEGORY_IDS, m.feedbackCategoryInvalid),
  title: requiredText(m.feedbackTitleRequired).check(z.maxLength(FEEDBACK_TITLE_MAX_LENGTH, m.feedbackTitleTooLong)),
  body: requiredText(m.feedbackMessageRequired, { lines: true }).check(
    z.maxLength(FEEDBACK_MESSAGE_MAX_LENGTH, m.feedbackMessageTooLong),
  ),
});

/**
 * Add member: username and invitation code required (the code as typed, full-width, spaced or without dashes, made
 * XXXX-XXXX-XXXX-XXXX), role member.
 */
export const addMemberFormSchema = z.object({
  username: z.string().check(z.overwrite(normaliseIdentifier), z.minLength(1, m.memberUsernameRequired)),
  invitationCode: z
    .string()
    .check(
      z.overwrite(normaliseInvitationCode),
      z.minLength(1, m.memberInvitationCodeRequired),
      z.regex(INVITATION_CODE_PATTERN, m.memberInvitationCodeFormat),
    ),
  role: z._default(z.enum(MEMBER_ROLES, m.memberRoleInvalid), 'member'),
});

export type SignupFormValues = z.input<typeof signupFormSchema>;
export type LoginFormValues = z.input<typeof loginFormSchema>;
export type EmailFormValues = z.input<typeof emailFormSchema>;
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
export type FeedbackFormValues = z.input<typeof feedbackFormSchema>;
export type AddMemberFormValues = z.input<typeof addMemberFormSchema>;
/** The first message of each field, keyed by its dotted path ('' for the whole form): ready for a form library. */
export function fieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

type _FormsProduceRequests = [
  Expect<Equal<Pick<z.output<typeof signupFormSchema>, keyof SignupRequest>, SignupRequest>>,
  Expect<Equal<z.output<typeof loginFormSchema>, LoginRequest>>,
  Expect<Equal<z.output<typeof emailFormSchema>, ForgotPasswordRequest>>,
  Expect<Equal<Pick<z.output<typeof resetPasswordFormSchema>, keyof ResetPasswordRequest>, ResetPasswordRequest>>,
  Expect<Equal<Pick<z.output<typeof changePasswordFormSchema>, keyof ChangePasswordRequest>, ChangePasswordRequest>>,
  Expect<Equal<z.output<typeof feedbackFormSchema>, FeedbackRequest>>,
  Expect<Equal<z.output<typeof addMemberFormSchema>, AddMemberRequest>>,
];
