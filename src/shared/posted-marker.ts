/** The query parameter the create-post form adds on its way back, so the feed (its loader reads it) confirms the new post. */
export const POSTED_PARAM = 'posted';
