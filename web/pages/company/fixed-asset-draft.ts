import type { FixedAssetDto, FixedAssetPatchBody } from "../../../core/contracts";

/** One register row as the card edits it: text fields as typed. */
export interface FixedAssetDraft {
  kind: FixedAssetDto["kind"];
  isNew: boolean;
  co2: string;
  disposedOn: string;
  proceeds: string;
}

export const draftOf = (a: FixedAssetDto): FixedAssetDraft => ({
  kind: a.kind,
  isNew: a.isNew,
  co2: a.co2GramsPerKm === null ? "" : String(a.co2GramsPerKm),
  disposedOn: a.disposedOn ?? "",
  proceeds: a.disposalProceeds ?? "",
});

/** The PATCH body, or the reason it cannot be sent, in words. */
export function patchOf(d: FixedAssetDraft): { patch: FixedAssetPatchBody } | { error: string } {
  const co2Text = d.co2.trim();
  const co2 = co2Text === "" ? null : Number(co2Text);
  if (co2 !== null && !(Number.isInteger(co2) && co2 >= 0)) {
    return { error: "Enter the CO2 as a whole number of g/km, as the V5C shows it." };
  }
  const proceeds = d.proceeds.replace(/[£,\s]/g, "");
  return {
    patch: {
      kind: d.kind,
      isNew: d.isNew,
      co2GramsPerKm: co2,
      disposedOn: d.disposedOn || null,
      disposalProceeds: proceeds === "" ? null : proceeds,
    },
  };
}
