import type { Product } from '@slidecraft/contract';
import type { ReactNode } from 'react';
import { Money } from '../../../shared/ui';
import { useChosenInView } from './use-chosen-in-view';

/** What a card shows: membership plans and AI-points packs alike. */
export type CardItem = Pick<Product, 'id' | 'title' | 'price' | 'tip' | 'badge'>;

/**
 * Selectable plan cards: title, price (and the struck reference price), tip, badge; `extra`
 * adds a line under the title (a pack's points). The row scrolls (a phone's drawer) to keep the
 * selected card in view, the preselected one as it opens.
 */
export function ProductCards<T extends CardItem>({
  products,
  selected,
  onSelect,
  extra,
}: {
  products: readonly T[];
  selected: string | null;
  onSelect: (id: string) => void;
  extra?: (item: T) => ReactNode;
}) {
  const row = useChosenInView<HTMLDivElement>(selected);
  return (
    <div className="sc-product-cards" role="radiogroup" ref={row}>
      {products.map((p) => (
        <button
          key={p.id}
          type="button"
          role="radio"
          aria-checked={p.id === selected}
          className={p.id === selected ? 'sc-product-card is-selected' : 'sc-product-card'}
          onClick={() => onSelect(p.id)}
          data-testid={`product-${p.id}`}
        >
          {p.badge && <span className="sc-product-badge">{p.badge}</span>}
          <span className="sc-product-title">{p.title}</span>
          {extra?.(p)}
          <Money cents={p.price.pay} size={24} />
          {p.price.original > p.price.pay && (
            <s className="sc-product-original">
              <Money cents={p.price.original} size={12} />
            </s>
          )}
          {p.tip && <span className="sc-product-tip">{p.tip}</span>}
        </button>
      ))}
    </div>
  );
}
