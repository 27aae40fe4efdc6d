/**
 * The iOS capture app's public beta on TestFlight, Apple's beta-testing program (docs/product.md §2: "an iOS
 * test-build link to a beta-testing program"). Replace the invitation code when the beta moves.
 */
export const IOS_BETA_URL = 'https://testflight.apple.com/join/H0L0STRM';
