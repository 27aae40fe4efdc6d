// Its own chunk: the dialog (and Radix AlertDialog) loads only when a session actually expires.
export { SessionExpiredDialog } from '@holostream/features/auth';
