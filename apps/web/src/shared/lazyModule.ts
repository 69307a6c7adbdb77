import { useEffect, useState } from 'react';

/**
 * A hook giving a module that the editor's first frame does not need: undefined until it has
 * loaded (the load starts when a component first asks), then the module. No Suspense: React
 * throttles revealing suspended content by up to 300 ms.
 */
export function lazyModule<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const get = () =>
    (pending ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  return function useLazyModule() {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let live = true;
      get()
        .then((ready) => {
          if (live) setModule(() => ready);
        })
        .catch(() => {
          // A failed chunk load (offline, a new deployment): asked again on the next mount.
          pending = undefined;
        });
      return () => {
        live = false;
      };
    }, [module]);
    return module;
  };
}
