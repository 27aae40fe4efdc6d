import type { Member, Organization } from '@holostream/api';
import { describe, expect, it } from 'vitest';
import { canRemove, selectedOrganization, teamView } from './team';

const studio: Organization = { id: 7, name: 'Studio', seats: 3 };
const other: Organization = { id: 9, name: 'Other', seats: 10 };
const me = (role: Member['role']): Member => ({ id: 1, name: 'demo', role, isCurrentUser: true });
const mika: Member = { id: 2, name: 'mika', role: 'member', isCurrentUser: false };
const sora: Member = { id: 3, name: 'sora', role: 'admin', isCurrentUser: false };

describe('teamView', () => {
  it('lets an admin manage, and blocks adding at members >= seats', () => {
    expect(teamView(studio, [me('admin'), mika])).toEqual({
      role: 'admin',
      canManage: true,
      atCapacity: false,
      memberCount: 2,
    });
    expect(teamView(studio, [me('admin'), mika, sora]).atCapacity).toBe(true);
    expect(teamView({ ...studio, seats: 2 }, [me('admin'), mika, sora]).atCapacity).toBe(true);
  });

  it('gives a member no management, and no role when the list does not mark the caller', () => {
    expect(teamView(studio, [me('member'), sora]).canManage).toBe(false);
    expect(teamView(studio, [mika, sora])).toMatchObject({ role: undefined, canManage: false });
  });
});

describe('canRemove', () => {
  it('shows Remove to an admin on every row but their own', () => {
    const view = teamView(studio, [me('admin'), mika, sora]);
    expect(canRemove(view, me('admin'))).toBe(false);
    expect(canRemove(view, mika)).toBe(true);
    expect(canRemove(view, sora)).toBe(true);
  });

  it('never shows Remove to a member', () => {
    expect(canRemove(teamView(studio, [me('member'), mika]), mika)).toBe(false);
  });
});

describe('selectedOrganization', () => {
  it('selects the first organisation until another is chosen, and falls back when it disappears', () => {
    expect(selectedOrganization([studio, other], undefined)).toBe(studio);
    expect(selectedOrganization([studio, other], 9)).toBe(other);
    expect(selectedOrganization([studio], 9)).toBe(studio);
    expect(selectedOrganization([], undefined)).toBeUndefined();
  });
});
