import { FixedAssetDto, FixedAssetPatchBody, FixedAssetsResponse, IdParam } from "../../../core/contracts";
import type { App, AppContext } from "../../app-context";
import { requireScope } from "../../platform/company/company-scope";
import { listFixedAssets, patchFixedAsset } from "./fixed-assets.service";

/**
 * The fixed asset register for capital allowances (CAA 2001): the company's purchases in a fixed-asset category,
 * each with its kind (plant, van or car), whether it was new, a car's CO2 and its sale. Money is pounds as decimal
 * strings.
 */
export function fixedAssetsRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get("/api/fixed-assets", { schema: { response: { 200: FixedAssetsResponse } } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return listFixedAssets(db, await requireScope(db, request));
  });

  app.patch(
    "/api/fixed-assets/:id",
    {
      schema: {
        description:
          "Says what one fixed asset is, any subset: kind (plant, van or car), isNew, co2GramsPerKm (a car's), " +
          "disposedOn and disposalProceeds (its sale); null clears a field. The id is the bank line's.",
        params: IdParam,
        body: FixedAssetPatchBody,
        response: { 200: FixedAssetDto },
      },
    },
    async (request) => patchFixedAsset(db, await requireScope(db, request), request.params.id, request.body),
  );
}
