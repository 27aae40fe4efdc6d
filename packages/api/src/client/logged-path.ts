import { contractOperations } from '../generated/operations.generated';

/** Path parameters that are secrets: a reset link's token must not reach a message, a report or a log. */
const SECRET_PARAMETERS: ReadonlySet<string> = new Set(['{token}']);

/** The contract's paths with a secret parameter, as segments. */
const secretTemplates = [...new Set(Object.values(contractOperations).map(({ path }) => path))]
  .map((template) => template.split('/'))
  .filter((segments) => segments.some((segment) => SECRET_PARAMETERS.has(segment)));

/**
 * A called path (relative to the API base, without a query) as it may be written anywhere: the segments that carry
 * a secret are the contract's names for them (`/v1/user/auth/verify-reset-token/{token}`); anything else as called.
 * The contract puts the reset token in the verify call's path, so a server's log holds it; ours never do.
 */
export function loggedPath(path: string): string {
  const segments = path.split('/');
  const template = secretTemplates.find(
    (parts) =>
      parts.length === segments.length &&
      parts.every((part, index) => /^\{\w+\}$/.test(part) || part === segments[index]),
  );
  return template
    ? segments
        .map((segment, index) => (SECRET_PARAMETERS.has(template[index] ?? '') ? template[index] : segment))
        .join('/')
    : path;
}
