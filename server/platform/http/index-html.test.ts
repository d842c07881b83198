import { describe, expect, it } from "vitest";
import { indexHtmlWith, scriptSafeJson } from "./index-html";

const TEMPLATE =
  '<!doctype html><html><head><title>Microfile · Year-end accounts</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe("a page drawn ahead of the app", () => {
  it("puts the drawing in the root element, the data beside it and the page's title in the head", () => {
    const html = indexHtmlWith(TEMPLATE, {
      title: "Transactions · Microfile",
      rootHtml: "<p>4 transactions</p>",
      data: { n: 1 },
      dataElementId: "page-data",
    });
    expect(html).toBe(
      '<!doctype html><html><head><title>Transactions · Microfile</title></head><body><div id="root"><p>4 transactions</p></div><script type="application/json" id="page-data">{"n":1}</script><script type="module" src="/assets/index.js"></script></body></html>',
    );
  });

  it("writes data no text can break out of: every < is escaped, and JSON.parse reads the text back unchanged", () => {
    const nasty = "</script><script>alert(1)</script><!-- $& $1";
    const json = scriptSafeJson({ description: nasty });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ description: nasty });
    // `$&` and `$1` are replacement patterns for String.replace: they must reach the page as written.
    const html = indexHtmlWith(TEMPLATE, { title: "t", rootHtml: "$&", data: nasty, dataElementId: "d" });
    expect(html).toContain('<div id="root">$&</div>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("refuses a template without the empty root element, rather than serve a page without its drawing", () => {
    expect(() =>
      indexHtmlWith("<html><body><div id='root'></div></body></html>", {
        title: "t",
        rootHtml: "",
        data: null,
        dataElementId: "d",
      }),
    ).toThrow(/no <div id="root"><\/div>/);
  });
});
