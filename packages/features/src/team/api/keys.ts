/** TanStack Query keys of the team feature. */
export const teamKeys = {
  all: ['team'] as const,
  organizations: ['team', 'organizations'] as const,
  members: (organizationId: number) => ['team', 'members', organizationId] as const,
  invitationCode: ['team', 'invitation-code'] as const,
};
