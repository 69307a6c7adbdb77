import { Spin } from 'antd';

/** What a lazily loaded part of a dialog shows while its code arrives (usually a few ms). */
export function LazyFallback() {
  return (
    <div className="sc-lazy-fallback">
      <Spin />
    </div>
  );
}
