/**
 * The scrolling box of a long, virtualised list: at most 70% of a wide window; on a phone the screen below the app
 * header less the page's bottom room, so at the page's end the whole box shows and the list scrolls inside it.
 * `relative` makes the box the containing block of anything positioned in its rows (screen-reader-only text is),
 * which would otherwise be placed against the page and lengthen it with blank space below the box.
 */
export const LIST_BOX_CLASS = "relative max-h-[70vh] overflow-auto max-md:max-h-[calc(100dvh-10rem)]";
