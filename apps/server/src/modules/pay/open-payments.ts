import type { AppConfig } from '../../config.js';
import type { PayProviders } from '../../providers/pay/pay-provider.js';
import type { SandboxPay } from '../../providers/pay/sandbox-pay.js';

/**
 * The payment providers PAY_PROVIDER selects. Each is imported only when selected (the sandbox,
 * like the other dev providers, never loads in production); real providers read their key files
 * here, so a bad key stops the start.
 */
export async function openPayProviders(
  config: AppConfig,
): Promise<{ providers: PayProviders; sandbox: SandboxPay | null }> {
  const selected = config.payProvider;
  if (selected.kind === 'off') return { providers: {}, sandbox: null };
  if (selected.kind === 'sandbox') {
    const sandbox = new (await import('../../providers/pay/sandbox-pay.js')).SandboxPay();
    return { providers: sandbox.providers, sandbox };
  }
  const providers: PayProviders = {};
  if (selected.payments.includes('wechat')) {
    providers.wechat = await (
      await import('../../providers/pay/wechat-pay.js')
    ).openWechatPay(config);
  }
  if (selected.payments.includes('alipay')) {
    providers.alipay = await (await import('../../providers/pay/alipay-pay.js')).openAlipay(config);
  }
  return { providers, sandbox: null };
}
