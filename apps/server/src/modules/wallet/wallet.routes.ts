import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bindWalletAddressInputSchema,
  bindWalletAddressResponseSchema,
  saltResponseSchema,
  walletChallengeResponseSchema,
  walletResponseSchema,
} from '@raiz/domain/wallet/wallet-schemas';
import { apiErrorSchema } from '@raiz/domain';
import { readAccessToken } from '@raiz/server-kit/access-token';
import { unauthorized } from '@raiz/server-kit/app-error';
import { countSaltRead } from '@raiz/recovery/rate-limits';
import { currentUser, requireUserForRoutes } from '../../plugins/auth.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import { countPendingRewards, enqueueReward } from '../chain/rewards.service.ts';
import { ACTIVATION_REWARD, bindWalletAddress, createWalletChallenge, getWalletData } from './wallet.service.ts';

/** The token the caller authenticated with, forwarded when the recovery API runs apart. */
function callerToken(request: FastifyRequest): string {
  const token = readAccessToken(request);
  if (!token) throw unauthorized();
  return token;
}

const common = { tags: ['carteira'] };
// Binding attempts per person (rateLimits.wallet); salt reads count in the recovery API's salt limits, the same
// buckets as its own salt route's when it is mounted in this process.
const walletRateLimit = { rateLimit: rateLimits.wallet };

/** The wallet of docs/design.md §4 on the main API: data table A, the salt (from the recovery API), address binding. */
export async function walletRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);

  app.get(
    '/v1/wallets/evm/get-salt',
    {
      preHandler: (request, reply) => countSaltRead(app.rateLimiter, request, reply, currentUser(request).id),
      schema: {
        ...common,
        summary: 'Salt do usuário, pedido à API de recuperação',
        response: {
          200: saltResponseSchema,
          429: apiErrorSchema.describe(
            'Muitas leituras do salt (por pessoa ou por endereço IP): aguarde e tente novamente.',
          ),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const salt = await app.recoveryClient.getSalt({
        userId: user.id,
        accessToken: callerToken(request),
        ip: request.ip,
      });
      return { data: { salt } };
    },
  );

  app.get(
    '/v1/wallets/evm',
    {
      schema: {
        ...common,
        summary: 'Tabela de dados A do usuário e as recompensas de RDX pendentes',
        response: { 200: walletResponseSchema },
      },
    },
    async (request) => {
      const data = await getWalletData(app.db, currentUser(request).id);
      return { data: { ...data, rewards_pending: await countPendingRewards(app.db, data.evm_address) } };
    },
  );

  app.post(
    '/v1/wallets/evm/challenge',
    {
      config: walletRateLimit,
      schema: {
        ...common,
        summary: 'Mensagem de uso único (5 minutos) a assinar para vincular a carteira',
        response: { 200: walletChallengeResponseSchema },
      },
    },
    async (request) => ({ data: await createWalletChallenge(app.db, currentUser(request)) }),
  );

  app.post(
    '/v1/wallets/evm/address',
    {
      config: walletRateLimit,
      schema: {
        ...common,
        summary: 'Vincula o endereço da carteira após verificar a assinatura do desafio',
        body: bindWalletAddressInputSchema,
        response: { 200: bindWalletAddressResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { dataTableA, newlyBound } = await bindWalletAddress(app.db, userId, request.body);
      // Queued, never awaited on the chain: the outbox worker mints it (docs/design.md §4, "Rewards").
      const rewardPending = Boolean(newlyBound && dataTableA.evm_address && app.chain);
      if (rewardPending) {
        await enqueueReward(app.db, {
          kind: 'wallet_activation',
          reference: userId,
          recipient: dataTableA.evm_address!,
          amount: ACTIVATION_REWARD,
        });
        void app.rewards.drain();
      }
      return { data: { ...dataTableA, reward_tx_hash: null, reward_pending: rewardPending } };
    },
  );
}
