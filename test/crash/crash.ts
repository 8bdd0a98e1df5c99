/**
 * npm run crash [-- KILLS]: SIGKILLs the real server under load KILLS times (default 20),
 * restarting it each time, and checks after every restart that the stores parse and keep every
 * acknowledged charge. Exits 1 on any problem.
 */
import { crashLoop } from './crashLoop';

const kills = Number(process.argv[2] ?? 20);

crashLoop({ kills, log: (line) => console.log(line) }).then(({ kills: records, problems }) => {
  const last = records[records.length - 1];
  console.log(`\n${records.length} kills: ${last?.acknowledged ?? 0} conversions answered 200, ${last?.committed ?? 0} committed on disk.`);
  if (problems.length) {
    console.log(`PROBLEMS:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('Every acknowledged charge survived every kill.');
});
