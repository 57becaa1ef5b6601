import { actionAndArgument, commandConfig, refuseWhileEmbeddedServerRuns } from '../../db/cli-guard.ts';
import { openDatabase } from '../../db/client.ts';
import { setAdminRole } from './admin-role.ts';

// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: the administrators of a deployment
// (docs/operations.md#administrators). On the embedded database the server must be stopped first: PGlite's files
// belong to one process at a time.
const [action, email] = actionAndArgument(
  ['grant', 'revoke'],
  'Use: npm run admin -- grant <e-mail>   (ou revoke <e-mail>)',
);
const config = commandConfig();

await refuseWhileEmbeddedServerRuns(config);

const database = openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` });
try {
  await database.migrate();
  const { people } = await setAdminRole(database.db, email, action === 'grant');
  if (people.length === 0) {
    console.error(
      `Ninguém entrou na Raiz com o e-mail ${email} ainda: a pessoa precisa entrar uma vez (ou criar a conta) antes.`,
    );
    process.exitCode = 1;
  } else {
    const verb = action === 'grant' ? 'agora é administrador(a)' : 'não é mais administrador(a)';
    for (const person of people) console.log(`${email} (${person.issuer}) ${verb}: papéis ${person.roles.join(', ')}.`);
    console.log('Vale a partir do próximo token da pessoa (em até uma hora, ou ao entrar de novo).');
    if (action === 'revoke' && config.adminEmails.includes(email.trim().toLowerCase())) {
      console.log('Atenção: ADMIN_EMAILS inclui este e-mail; o próximo login com o e-mail verificado devolve o papel.');
    }
  }
} finally {
  await database.close();
}
