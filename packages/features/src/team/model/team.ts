import type { Member, Organization } from '@holostream/api';

/** What the signed-in person may do in one organisation (docs/product.md §6). */
export interface TeamView {
  /** The signed-in person's role here (as sent, possibly one this site does not know); undefined when unmarked. */
  role: Member['role'] | undefined;
  /** Only an admin sees Add member and Remove: any other role, known or not, has no admin rights. */
  canManage: boolean;
  /** members >= seats: adding is blocked until someone is removed. */
  atCapacity: boolean;
  memberCount: number;
}

export function teamView(organization: Organization, members: readonly Member[]): TeamView {
  const role = members.find((member) => member.isCurrentUser)?.role;
  return {
    role,
    canManage: role === 'admin',
    atCapacity: members.length >= organization.seats,
    memberCount: members.length,
  };
}

/** The member a Remove button may be shown for: an admin never removes themselves (docs/product.md §6). */
export function canRemove(view: TeamView, member: Member): boolean {
  return view.canManage && !member.isCurrentUser;
}

/** The selected organisation: the chosen one while it still exists, else the first (docs/product.md §7). */
export function selectedOrganization(
  organizations: readonly Organization[],
  chosenId: number | undefined,
): Organization | undefined {
  return organizations.find((organization) => organization.id === chosenId) ?? organizations[0];
}
