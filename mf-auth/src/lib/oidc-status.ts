// The texts a failed OpenID Connect return leaves in the auth store (customer-area §8 "OpenID failure: 'Invalid
// state' 403"; §4 "a missing nonce yields status 403 'Nonce not present'"): set by features/oidc, shown by
// features/login.
export const INVALID_STATE = 'Invalid state';
export const NONCE_NOT_PRESENT = 'Nonce not present';
