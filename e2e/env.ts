export const E2E_PORT = 3100;
export const E2E_DATA_DIR = ".data/e2e";
export const E2E_ADMIN = { email: "admin@e2e.test", password: "admin-e2e-password" };
// Set by scripts/with-postgres.sh (npm test): the app and the tests share this PostgreSQL database.
export const E2E_DATABASE_URL = process.env.TEST_DATABASE_URL;
