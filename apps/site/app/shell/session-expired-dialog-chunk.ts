// The session-expired modal as a chunk of its own (it and Radix's dialog load only when a session expires).
export { SessionExpiredDialog as default } from '@holostream/features/auth';
