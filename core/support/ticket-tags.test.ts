import { describe, expect, it } from "vitest";
import { tagsForTicket } from "./ask";

describe("ticket tags", () => {
  it("tags an upload problem as csv", () => {
    expect(tagsForTicket("Upload fails", "My Barclays CSV shows no rows")).toContain("csv");
  });
  it("tags categorisation questions in either spelling", () => {
    expect(tagsForTicket("Wrong categories", "")).toContain("categorise");
    expect(tagsForTicket("Categorization", "everything is uncategorized")).toEqual(["categorise"]);
  });
  it("tags reports, filing, tax and payment topics", () => {
    expect(tagsForTicket("Balance sheet", "The P&L looks wrong")).toContain("reports");
    expect(tagsForTicket("Deadline", "When do I file with Companies House?")).toContain("filing");
    expect(tagsForTicket("CT600", "HMRC question")).toEqual(["tax"]);
    expect(tagsForTicket("Charged twice", "I paid £99 twice at checkout")).toContain("payment");
  });
  it("tags sign-in problems as account, but not a bank account", () => {
    expect(tagsForTicket("Can't log in", "sign in loops")).toEqual(["account"]);
    expect(tagsForTicket("Second bank account", "two accounts")).not.toContain("account");
  });
  it("tags privacy requests and bugs", () => {
    expect(tagsForTicket("GDPR request", "please delete my data")).toContain("privacy");
    expect(tagsForTicket("Page broken", "I get an error when I press save")).toContain("bug");
  });
  it("gives several tags in a fixed order", () => {
    expect(tagsForTicket("Export error", "The PDF report crashes after payment")).toEqual([
      "reports",
      "payment",
      "bug",
    ]);
  });
  it("falls back to general when nothing matches", () => {
    expect(tagsForTicket("Question", "Thank you for the product")).toEqual(["general"]);
  });
});
