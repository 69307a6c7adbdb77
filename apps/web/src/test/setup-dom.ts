let viewportWidth = 1280;

/** The width media queries are evaluated against (desktop by default). */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
}

let reducedMotion = false;

/** Whether '(prefers-reduced-motion: reduce)' matches (off by default, as on most systems). */
export function setReducedMotion(reduce: boolean): void {
  reducedMotion = reduce;
}

function matches(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return reducedMotion;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

/** jsdom lacks matchMedia, which antd's responsive utilities (Grid.useBreakpoint) need. */
export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

/** jsdom lacks ResizeObserver, which antd's auto-sizing text area and overflow lists use. */
export function installResizeObserver(): void {
  if (typeof window.ResizeObserver === 'function') return;
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/** jsdom does not lay out, so scrolling calls are no-ops here. */
export function installScrolling(): void {
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => undefined;
  }
  window.scrollTo = () => undefined;
  // antd measures scrollbars through ::-webkit-scrollbar styles, which jsdom cannot compute.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}
