// The server of the end-to-end run (e2e/playwright.config.ts): the app exactly as server.ts starts it, plus the people
// factory (people-factory.ts), which it refuses to start without: outside its conditions this process exits.
import { exitOnInvalidConfig, startServer } from '@raiz/server-kit/start-server';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { peopleFactoryRefusal, startPeopleFactory } from './people-factory.ts';

const result = loadConfig();
if (!result.ok) exitOnInvalidConfig('Configuração inválida:', result.problems);
const config = result.config;
const refusal = peopleFactoryRefusal(config, process.env);
if (refusal) exitOnInvalidConfig('O servidor dos testes de ponta a ponta não inicia aqui:', [refusal]);

const app = await buildApp(config);
// Before listening: once /readyz answers (what Playwright waits for), the workers find the factory's address.
const factory = await startPeopleFactory(app.db, config.dataDir);
app.addHook('onClose', () => new Promise<void>((resolve) => factory.close(() => resolve())));
await startServer(app, { port: config.port, host: config.host });
