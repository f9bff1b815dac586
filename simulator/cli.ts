// The transaction simulator's CLI. The simulator issue adds the engine, scenarios and bulk mode.
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h') || args.length === 0) {
  console.log('Usage: npm run simulate -- <scenario|step> [options]\n\nnot yet: the transaction simulator arrives with its own issue.');
  process.exit(0);
}
console.error(`simulate: not yet — cannot run "${args.join(' ')}" until the simulator issue lands.`);
process.exit(2);
