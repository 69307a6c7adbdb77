import {
  AppError,
  ErrorCode,
  contentProductId,
  type ContentAccess,
  type ContentPayInfo,
  type ContentPayResult,
  type ContentPrice,
  type Locale,
  type Payment,
} from '@slidecraft/contract';
import { productTexts } from './catalogue.js';
import type { Caller, PayService } from './pay-service.js';

/**
 * The templates that may be sold (the template centre's TemplateService): `sample` answers a
 * template's title, or throws the template centre's error for an unknown id.
 */
export interface ContentCatalogue {
  sample(templateId: string): { title: string };
}

/** Who asks: the user and whether the professional tier (own or a team's) includes every template. */
export interface ContentBuyer {
  id: string;
  member: boolean;
}

/**
 * Paid content (spec section 7: GET /api/ai/contents/pay/info and /pay/result): a template the
 * operator sells on its own, as a plan of kind 'content' with the id `content-<templateId>`
 * (`npm run admin -- products set content-<id> --content ...`). It is bought through the same
 * orders, providers, notifications and settlement as a membership, once (5109 after), and
 * grants no membership: the paid order unlocks the template. The professional tier includes
 * every template ("every template, free to download"), so members download it without buying.
 */
export class PaidContent {
  constructor(
    private readonly pay: PayService,
    private readonly templates: ContentCatalogue,
  ) {}

  /** The template's price while it is sold (its plan on sale); null when it is free. */
  async price(templateId: string): Promise<ContentPrice | null> {
    const product = await this.product(templateId);
    return product
      ? { currency: product.currency, pay: product.pricePay, original: product.priceOriginal }
      : null;
  }

  private async product(templateId: string) {
    const product = await this.pay.productOnSale(contentProductId(templateId));
    return product?.kind === 'content' ? product : undefined;
  }

  /**
   * What the buyer may do with the template, and the paid order when bought; a caller who is
   * not signed in (null) may use only a template that is not sold.
   */
  async access(
    buyer: ContentBuyer | null,
    templateId: string,
  ): Promise<{ access: ContentAccess; orderNumber: string | null }> {
    // Bought once, kept: the order stays paid even if the template is later taken off sale.
    const paid = buyer && (await this.pay.paidOrder(buyer.id, contentProductId(templateId)));
    if (paid) return { access: 'paid', orderNumber: paid.orderNumber };
    if (!(await this.product(templateId))) return { access: 'free', orderNumber: null };
    return { access: buyer?.member ? 'member' : 'locked', orderNumber: null };
  }

  /** GET /api/ai/contents/pay/info: the price, and the payment QR while it is to buy. */
  async info(
    caller: Caller,
    buyer: ContentBuyer,
    templateId: string,
    payment: Payment,
    locale: Locale,
  ): Promise<ContentPayInfo> {
    const template = this.templates.sample(templateId);
    const product = await this.product(templateId);
    const { access } = await this.access(buyer, templateId);
    const charge =
      access === 'locked' && product
        ? await this.pay.charge(caller, product.id, payment, undefined, 'content')
        : null;
    return {
      contentId: templateId,
      productId: product?.id ?? null,
      title: product ? productTexts(product, locale).title : template.title,
      access,
      price: product
        ? { currency: product.currency, pay: product.pricePay, original: product.priceOriginal }
        : null,
      charge,
    };
  }

  /**
   * GET /api/ai/contents/pay/result: whether the caller bought it. With the order's key the
   * order is checked with its provider first, as the status poll does. An order closed because
   * the content was bought with another (the other method's QR) answers 'paid'; an order that
   * expired unpaid answers 5205.
   */
  async result(buyer: ContentBuyer, templateId: string, key?: string): Promise<ContentPayResult> {
    this.templates.sample(templateId);
    let expired: AppError | null = null;
    if (key) {
      const order = await this.pay.detail(buyer.id, key);
      if (order.productId !== contentProductId(templateId)) {
        throw new AppError(ErrorCode.ORDER_NOT_FOUND, `${key} is not for ${templateId}`);
      }
      try {
        await this.pay.status(buyer.id, key);
      } catch (error) {
        if (!(error instanceof AppError && error.code === ErrorCode.PAY_QR_EXPIRED)) throw error;
        expired = error;
      }
    }
    const { access, orderNumber } = await this.access(buyer, templateId);
    if (expired && access !== 'paid') throw expired;
    return { contentId: templateId, access, paid: access === 'paid', orderNumber };
  }
}
