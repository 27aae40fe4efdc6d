// The team tab's dialogs, one chunk that loads when an admin first opens one (team-panel.tsx).
export { AddMemberDialog } from './add-member-dialog';
export { RemoveMemberDialog } from './remove-member-dialog';
export { ResultDialog } from './result-dialog';
