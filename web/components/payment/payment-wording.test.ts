import { describe, expect, it } from "vitest";
import { paymentWording, priceText } from "./payment-wording";

describe("priceText", () => {
  it("shows whole pounds without pence", () => {
    expect(priceText(9900)).toBe("£99");
    expect(priceText(120000)).toBe("£1,200");
  });

  it("keeps the pence when there are some", () => {
    expect(priceText(9950)).toBe("£99.50");
  });
});

describe("paymentWording", () => {
  it("offers the first filing free in beta", () => {
    expect(paymentWording(true, 9900)).toBe(
      "Your first filing is free! Additional filings require a one-time payment of £99.",
    );
  });

  it("asks for the one-time payment outside beta", () => {
    expect(paymentWording(false, 9900)).toBe("To download your filing packs, a one-time payment of £99 is required.");
  });

  it("names the server's price", () => {
    expect(paymentWording(false, 14900)).toContain("£149");
  });
});
