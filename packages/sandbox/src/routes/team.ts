/** Organisations, members and invitation codes. */
import * as z from 'zod/mini';
import { addMemberFormSchema, MEMBER_ROLES, type MessageResponse, type Organization } from '@holostream/api';
import { caller } from '../auth';
import { badRequest, forbidden, notFound } from '../errors';
import { positiveInt, readBody } from '../http';
import { invitationCode } from '../random';
import type { SandboxContext } from '../runtime';
import { INVITATION_CODE_LIFETIME_MS } from '../seed';
import { nextId, type SandboxStore } from '../store';
import { idSchema } from '../validation';
import { orderMembers, viewInvitationCode, viewMember, viewOrganization } from '../views';
import type { OperationHandlers } from './types';

/** The organisation of the path and the caller's membership in it (404 / 403 when there is none). */
function organizationOf(c: SandboxContext, store: SandboxStore, accountId: number) {
  const id = positiveInt(c.req.param('id'));
  const organization = store.organizations.find((candidate) => candidate.id === id);
  if (!organization) throw notFound('Organization not found');
  const membership = store.memberships.find(
    (candidate) => candidate.organizationId === organization.id && candidate.accountId === accountId,
  );
  if (!membership) throw forbidden('You are not a member of this organization');
  const members = store.memberships.filter((candidate) => candidate.organizationId === organization.id);
  return { organization, membership, members };
}

/** The account's code that can still be used, if any. */
function currentCode(store: SandboxStore, accountId: number, now: number) {
  return store.invitationCodes.find((code) => code.accountId === accountId && !code.used && code.expiresAt > now);
}

// The form defaults the role and does not cap the username; the API body must carry both within bounds.
const addMemberBody = z.intersection(
  addMemberFormSchema,
  z.object({ username: z.string().check(z.maxLength(128)), role: z.enum(MEMBER_ROLES) }),
);

export const teamHandlers: OperationHandlers<
  'getOrganizations' | 'getMembers' | 'addMember' | 'removeMember' | 'getInvitationCode' | 'createInvitationCode'
> = {
  getOrganizations(c, store) {
    const { account } = caller(c);
    const ids = new Set(
      store.memberships.filter((membership) => membership.accountId === account.id).map((m) => m.organizationId),
    );
    const organizations = store.organizations.filter((organization) => ids.has(organization.id));
    return c.json(organizations.map(viewOrganization) satisfies Organization[], 200);
  },

  getMembers(c, store) {
    const { account } = caller(c);
    const { members } = organizationOf(c, store, account.id);
    return c.json(
      orderMembers(members).map((member) =>
        viewMember(
          member,
          store.accounts.find((candidate) => candidate.id === member.accountId),
          account.id,
        ),
      ),
      200,
    );
  },

  async addMember(c, store) {
    const { account } = caller(c);
    const { organization, membership, members } = organizationOf(c, store, account.id);
    if (membership.role !== 'admin') throw forbidden('Only an admin can manage members');
    const body = await readBody(c, 'addMember', addMemberBody);
    if (members.length >= organization.seats) {
      throw badRequest('The team is at capacity: remove a member or add seats first');
    }
    const now = c.get('runtime').now();
    const invitee = store.accounts.find(
      (candidate) => candidate.username.toLowerCase() === body.username.toLowerCase(),
    );
    if (!invitee) throw notFound('There is no user with this username');
    if (members.some((member) => member.accountId === invitee.id)) {
      throw badRequest(`${invitee.username} is already a member of this team`);
    }
    const code = store.invitationCodes.find(
      (candidate) => candidate.accountId === invitee.id && candidate.code === body.invitationCode,
    );
    if (!code || code.used) throw badRequest('The invitation code does not match this user');
    if (code.expiresAt <= now) throw badRequest('The invitation code has expired; ask for a new one');
    code.used = true;
    store.memberships.push({
      id: nextId(store),
      organizationId: organization.id,
      accountId: invitee.id,
      role: body.role,
    });
    return c.json({ message: `${invitee.username} was added to ${organization.name}` } satisfies MessageResponse, 200);
  },

  async removeMember(c, store) {
    const { account } = caller(c);
    const { organization, membership, members } = organizationOf(c, store, account.id);
    if (membership.role !== 'admin') throw forbidden('Only an admin can manage members');
    const { memberId } = await readBody(c, 'removeMember', z.object({ memberId: idSchema }));
    if (memberId === membership.id) throw badRequest('An admin cannot remove themselves');
    const target = members.find((member) => member.id === memberId);
    if (!target) throw notFound('Member not found');
    store.memberships = store.memberships.filter((candidate) => candidate.id !== target.id);
    return c.json({ message: `The member was removed from ${organization.name}` } satisfies MessageResponse, 200);
  },

  getInvitationCode(c, store) {
    const { account } = caller(c);
    const code = currentCode(store, account.id, c.get('runtime').now());
    if (!code) throw notFound('No invitation code: it expired, was used or was never generated');
    return c.json(viewInvitationCode(code), 200);
  },

  createInvitationCode(c, store) {
    const { account } = caller(c);
    const runtime = c.get('runtime');
    const now = runtime.now();
    const existing = new Set(store.invitationCodes.map((code) => code.code));
    let value = invitationCode(runtime.bytes);
    while (existing.has(value)) value = invitationCode(runtime.bytes);
    // A new code replaces the previous one.
    store.invitationCodes = store.invitationCodes.filter((code) => code.accountId !== account.id);
    const record = { code: value, accountId: account.id, expiresAt: now + INVITATION_CODE_LIFETIME_MS, used: false };
    store.invitationCodes.push(record);
    return c.json(viewInvitationCode(record), 201);
  },
};
