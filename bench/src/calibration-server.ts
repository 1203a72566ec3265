// The calibration of the API benchmark: Fastify and `pg` with nothing else, on the API's own PostgreSQL
// database and in the same run. `/one` reads one user by primary key; `/five` reads it five times in
// sequence, each waiting for the previous, as a handler with five dependent queries would. The API's calls
// are reported as a fraction of `/one`: what a route costs beyond the least a database-backed route can do
// on this machine, at this moment (other work on the machine moves both alike).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const userId = process.env.CALIBRATION_USER_ID;
const byId = 'select id, name, email, created_at from users where id = $1';

async function oneUser() {
  const { rows } = await pool.query(byId, [userId]);
  const user = rows[0];
  if (!user) throw new Error('the calibration user is missing');
  return { id: user.id, name: user.name, email: user.email, createdAt: user.created_at.toISOString() };
}

const app = Fastify({ logger: false });
app.get('/one', async () => ({ status: 'success', data: await oneUser() }));
app.get('/five', async () => {
  let user = await oneUser();
  for (let i = 1; i < 5; i++) user = await oneUser();
  return { status: 'success', data: user };
});
app.get('/ready', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => {
  app.close().then(() => pool.end().then(() => process.exit(0)));
});
