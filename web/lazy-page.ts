import { type ComponentType, createElement, lazy, useState } from "react";

/** A code-split page, and a way to load its code before React first renders it. */
export type LazyPage = ComponentType<object> & { preload(): Promise<void> };

/**
 * Code-splits a page: `lazyPage(() => import("./pages/upload/upload-page"), "UploadPage")`. A page whose code was
 * loaded before it first renders (`preload`, as the Transactions page drawn by the server does) renders at once,
 * without showing its loading fallback for a frame; each mount keeps the way it started, so a page never remounts.
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
    await preload();
    return { default: loaded! };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page when its module loads, as React.lazy is, never during a render
  function Page(props: object) {
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy, props);
  }
  return Object.assign(Page, { preload });
}
