import { describe, expect, it } from "vitest";
import { sendsOnKey } from "./chat-composer";

const key = (key: string, shiftKey = false, isComposing = false) => ({ key, shiftKey, nativeEvent: { isComposing } });

describe("the chat's keys", () => {
  it("sends on Enter and starts a new line on Shift+Enter", () => {
    expect(sendsOnKey(key("Enter") as never)).toBe(true);
    expect(sendsOnKey(key("Enter", true) as never)).toBe(false);
  });

  it("does not send while an input method is composing, nor on other keys", () => {
    expect(sendsOnKey(key("Enter", false, true) as never)).toBe(false);
    expect(sendsOnKey(key("a") as never)).toBe(false);
  });
});
