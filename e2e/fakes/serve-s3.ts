// The fake S3 bucket as its own process, for the cluster run and for trying S3 storage by hand:
//   npx tsx e2e/fakes/serve-s3.ts [--port 3120]
// Prints the S3_* settings that point the app at it, one KEY=value a line, then serves until stopped.
// Objects live in memory: they are gone when it stops. Never used by production code.
import { startFakeS3 } from "./s3";

const DEFAULT_PORT = 3120;

const portArgument = process.argv.indexOf("--port");
const port = Number(portArgument >= 0 ? process.argv[portArgument + 1] : (process.env.FAKE_S3_PORT ?? DEFAULT_PORT));
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`[fake-s3] not a port: ${process.argv[portArgument + 1] ?? process.env.FAKE_S3_PORT}`);
  process.exit(1);
}

void startFakeS3({ port }).then((fake) => {
  for (const [name, value] of Object.entries(fake.env)) console.log(`${name}=${value === true ? "1" : value}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void fake.close().then(() => process.exit(0)));
  }
});
