import { type ComponentType, createElement, lazy, useState } from "react";
import { PageErrorBoundary } from "./components/page-error-boundary";
import { isChunkLoadError, reloadOnce } from "./lib/chunk-reload";

/** A code-split page, and a way to load its code before React first renders it. */
export type LazyPage = ComponentType<object> & { preload(): Promise<void> };

/**
 * Code-splits a page: `lazyPage(() => import("./pages/upload/upload-page"), "UploadPage")`. A page whose code was
 * loaded before it first renders (`preload`, as the Transactions page drawn by the server does) renders at once,
 * without showing its loading fallback for a frame; each mount keeps the way it started, so a page never remounts.
 * Each page sits in an error boundary; a chunk that cannot load (a deploy) reloads the page once, then says so.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: ComponentType<object> | undefined;
  const preload = async () => {
    loaded = (await load())[name] as ComponentType<object>;
  };
  const Lazy = lazy(async () => {
    try {
      await preload();
    } catch (error) {
      // A deploy took the chunk away: the reload fetches the new build's; the loading state stays until it does.
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
      throw error;
    }
    return { default: loaded! };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page when its module loads, as React.lazy is, never during a render
  function Page(props: object) {
    const [Ready] = useState(() => loaded);
    return createElement(PageErrorBoundary, null, createElement(Ready ?? Lazy, props));
  }
  return Object.assign(Page, { preload });
}
