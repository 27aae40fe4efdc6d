import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { SERVER_MESSAGE_MAX_LENGTH, describeFailure } from './describe-failure';

const refused = (body: unknown) =>
  new ApiError({ kind: 'http', status: 400, message: 'refused', path: '/v1/x', method: 'POST', body });

describe('describeFailure: what the server said', () => {
  it('passes a short message through', () => {
    expect(describeFailure(refused({ errors: ['Username already taken'] })).serverMessage).toBe(
      'Username already taken',
    );
  });

  it(`shows at most ${SERVER_MESSAGE_MAX_LENGTH} characters of a long message, cut after a word`, () => {
    const said = describeFailure(refused({ message: 'word '.repeat(10_000) })).serverMessage ?? '';
    expect([...said].length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX_LENGTH);
    expect(said).toMatch(/word…$/);
  });

  it('cuts a message without spaces (Japanese) at the limit', () => {
    const said = describeFailure(refused({ message: 'あ'.repeat(50_000) })).serverMessage ?? '';
    expect([...said]).toHaveLength(SERVER_MESSAGE_MAX_LENGTH);
    expect(said.endsWith('あ…')).toBe(true);
  });

  it('never splits an emoji', () => {
    const said = describeFailure(refused({ message: '👩‍💻'.repeat(1000) })).serverMessage ?? '';
    expect(said).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('shows one line without controls or direction overrides', () => {
    expect(describeFailure(refused({ errors: ['Team\r\n\u202eevil\u0000  name'] })).serverMessage).toBe(
      'Team evil name',
    );
  });

  it("keeps a 404's sentence for people (a username nobody has), and none that reads technical", () => {
    const notFound = (body: unknown) =>
      new ApiError({
        kind: 'http',
        status: 404,
        message: 'Not Found: /v1/org/7/member',
        path: '/v1/org/7/member',
        method: 'POST',
        body,
      });
    expect(describeFailure(notFound({ message: 'There is no user with this username' }))).toEqual({
      kind: 'not-found',
      status: 404,
      serverMessage: 'There is no user with this username',
    });
    expect(describeFailure(notFound({ message: 'Not Found' }))).toEqual({ kind: 'not-found', status: 404 });
    expect(describeFailure(notFound(undefined))).toEqual({ kind: 'not-found', status: 404 });
  });

  it('says nothing of its own when the message is only stray characters', () => {
    expect(describeFailure(refused({ errors: ['\u0000\u202e'] }))).toEqual({ kind: 'rejected', status: 400 });
  });
});
