/** Catalogue items per realm in an API test's database unless the test asks for another size. */
export const DEFAULT_SEED_ITEMS = 60;
