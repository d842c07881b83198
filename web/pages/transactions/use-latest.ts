import { type RefObject, useRef } from "react";

/**
 * A ref that always holds the latest value, for callbacks that must stay the same function (so memoised parts do
 * not re-render) yet read what is on screen now, such as the list at the moment a click or an answer arrives.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
