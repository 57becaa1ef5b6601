import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chainRoutes } from './chain.routes.ts';
import { connectChain, redactUrl } from './chain.service.ts';
import type { ChainService } from './chain.types.ts';
import { startDevChain } from './dev-chain.ts';
import { startRewardWorker } from './rewards.service.ts';

/**
 * Sets `app.chain` from the configuration: the bundled Anvil chain (DEV_CHAIN on, no RPC_URL), an external chain
 * (RPC_URL, RDX_TOKEN_ADDRESS, MINTER_PRIVATE_KEY) or none (it stays null and the chain routes answer 503).
 */
export default fp(async function chainPlugin(app: FastifyInstance) {
  const chainConfig = app.config.chain;
  let chain: ChainService | null = null;
  if (chainConfig?.bundled) {
    const devChain = await startDevChain({ dataDir: app.config.dataDir, log: app.log });
    try {
      chain = await connectChain({ ...devChain, onClose: devChain.stop, log: app.log });
    } catch (err) {
      await devChain.stop();
      throw err;
    }
    app.log.info(
      {
        chainId: devChain.chainId,
        rpcPort: devChain.port,
        tokenAddress: devChain.tokenAddress,
        startupMs: devChain.startupMs,
      },
      'dev chain ready',
    );
  } else if (chainConfig) {
    chain = await connectChain({ ...chainConfig, log: app.log });
    app.log.info(
      { chainId: chain.chainId, rpc: redactUrl(chainConfig.rpcUrl), tokenAddress: chain.tokenAddress },
      'chain connected',
    );
  }
  if (chain) {
    const service = chain;
    app.chain = service;
    app.addHook('onClose', () => service.close());
  }
  // Always: tests and tools may set app.chain later; the worker reads it at each run.
  startRewardWorker(app);
  await app.register(chainRoutes);
});
