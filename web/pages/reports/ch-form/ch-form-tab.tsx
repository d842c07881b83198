import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ChAmountsTable } from "./ch-amounts-table";
import { ChApprovalFields, ChDateFields, ChStatements } from "./ch-form-fields";
import { ChFillNotes, ChFormErrors } from "./ch-form-messages";
import type { FillContext } from "./fill-from-accounts";
import { QuickFilingGuide } from "./quick-filing-guide";
import { useChForm } from "./use-ch-form";

export interface ChFormTabProps {
  /** Where the draft is kept in this browser; null when it cannot be saved (the sample). */
  storageKey: string | null;
  /** What "Fill from my accounts" reads; null while it is loading. */
  fillContext: FillContext | null;
  sample: boolean;
  /**
   * Dormant for the period (CA 2006 s1169): the audit exemption stated is s480's, not s477's, and the guide says the
   * CT600 is due only on HMRC's notice.
   */
  dormant?: boolean;
}

/** CH Filing Form tab (spec part 2 §3–§5): the balance sheet form beside the sticky Quick Filing Guide. */
export function ChFormTab({ storageKey, fillContext, sample, dormant = false }: ChFormTabProps) {
  const form = useChForm(storageKey);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Companies House balance sheet</CardTitle>
          <CardDescription>
            The micro-entity balance sheet as Companies House asks for it, in whole pounds. The draft is kept in this
            browser only.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!fillContext} onClick={() => fillContext && form.fill(fillContext)}>
              Fill from my accounts
            </Button>
          </div>
          <ChFillNotes notes={form.notes} />
          <ChDateFields draft={form.draft} update={form.update} />
          <ChAmountsTable draft={form.draft} onChange={(key, value) => form.update({ [key]: value })} />
          <ChStatements draft={form.draft} update={form.update} dormant={dormant} />
          <ChApprovalFields draft={form.draft} update={form.update} />
          <ChFormErrors errors={form.errors} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={form.validate}>
              Validate
            </Button>
            <Button onClick={form.save} disabled={!storageKey} title={sample ? "Sign in to save a draft" : undefined}>
              Save Draft
            </Button>
            <Button variant="outline" onClick={form.discard}>
              Discard
            </Button>
          </div>
          {sample && <p className="text-sm text-muted-foreground">Sign in to save a draft of your own form.</p>}
        </CardContent>
      </Card>
      <QuickFilingGuide dormant={dormant} />
    </div>
  );
}
