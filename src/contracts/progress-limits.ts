// Watch progress's page sizes, zod-free: the player's routes import them, and the route table
// is in the app's first chunks, where zod must not be (decision 0019).
export const PROGRESS_PAGE_SIZE = 20;
export const PROGRESS_MAX_PAGE_SIZE = 50;
