/** Placeholder until the contract issue lands the generated client. */
export const API_PACKAGE = '@holostream/api';
