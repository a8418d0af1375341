// Unit tests run without a database: a unit that imports lib/db belongs in tests/integration.
throw new Error("A unit test imported lib/db; move the database part to an integration test.");
