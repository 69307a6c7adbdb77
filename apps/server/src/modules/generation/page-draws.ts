/**
 * A generation's page images as they are drawn (on the PNG pool's threads) and stored: different
 * pages at once, each page's drawings one after the other, so that a page drawn again (a picture
 * came) is stored after its first drawing, never before it.
 */
export class PageDraws {
  private readonly firsts = new Map<number, Promise<void>>();
  private readonly latest = new Map<number, Promise<void>>();

  /** `drawPage` draws and stores one page with the deck and pictures of the moment it runs. */
  constructor(private readonly drawPage: (page: number) => Promise<void>) {}

  /** Draws the page now, or again once its drawing under way is stored. */
  draw(page: number): void {
    const before = this.latest.get(page);
    const drawing = before ? before.then(() => this.drawPage(page)) : this.drawPage(page);
    // A failure is seen where the drawing is awaited (first, settled); none goes unhandled.
    drawing.catch(() => {});
    this.latest.set(page, drawing);
    if (!this.firsts.has(page)) this.firsts.set(page, drawing);
  }

  /** The page's first drawing, stored (`draw` was called for it). */
  async first(page: number): Promise<void> {
    await this.firsts.get(page);
  }

  /** Every drawing asked so far, stored; rejects with a failure among them. */
  async settled(): Promise<void> {
    await Promise.all(this.latest.values());
  }

  /** Waits for the drawings under way to end, however they end. */
  async stopped(): Promise<void> {
    await Promise.allSettled(this.latest.values());
  }
}
