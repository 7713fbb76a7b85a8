import { ConfigError, loadConfig } from '../config.ts';
import { migrateToS3 } from './migrate-to-s3.ts';
import { s3Storage } from './s3-storage.ts';

/**
 * `npm run storage -- migrate-to-s3 [--dry-run]` (docs/deployment.md, Object storage): copies the
 * files under DATA_DIR into the bucket the S3_* variables name.
 */
const USAGE = 'usage: npm run storage -- migrate-to-s3 [--dry-run]';

async function main(argv: string[]): Promise<number> {
  const [command, ...flags] = argv;
  const unknown = flags.filter((flag) => flag !== '--dry-run');
  if (command !== 'migrate-to-s3' || unknown.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.storage.driver !== 's3') {
    console.error('Set STORAGE_DRIVER=s3 and the S3_… variables of the bucket to copy into.');
    return 2;
  }
  const dryRun = flags.includes('--dry-run');
  const report = await migrateToS3({
    uploadsDir: config.uploadsDir,
    privateUploadsDir: config.privateUploadsDir,
    target: s3Storage(config.storage.s3),
    dryRun,
    progress: (line) => console.info(line),
  });
  console.info(
    `${dryRun ? 'would copy' : 'copied'} ${report.copied.length}, already in the bucket ${report.skipped.length}, failed ${report.failed.length}`,
  );
  return report.failed.length > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
