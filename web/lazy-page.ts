import { type ComponentType, lazy } from "react";

/** Code-splits a page: `lazyPage(() => import("./pages/upload/upload-page"), "UploadPage")`. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
