import { type RefObject, useEffect, useState } from "react";

/** What a tap can use: a floating button over any of these would take its taps. */
const CONTROL =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], [role="menuitem"], [role="option"], [role="radio"], [role="slider"], [contenteditable="true"]';
const FIELD = 'input, select, textarea, [contenteditable="true"], [role="combobox"]';
/**
 * Where to look under the floating element: a grid over its box, no row more than 10 px from the
 * next (and no column more than 20 px), so a control as small as a line of text cannot slip between.
 */
const ROWS = 5;
const COLUMNS = 3;
const INSET_PX = 4;

/** The grid over the element's box when shown (drawn smaller while hidden, around the same centre). */
function pointsOf(element: HTMLElement): [number, number][] {
  const rect = element.getBoundingClientRect();
  const [x, y] = [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2];
  const [width, height] = [element.offsetWidth - 2 * INSET_PX, element.offsetHeight - 2 * INSET_PX];
  const [left, top] = [x - width / 2, y - height / 2];
  const points: [number, number][] = [];
  for (let row = 0; row < ROWS; row += 1) {
    for (let column = 0; column < COLUMNS; column += 1) {
      points.push([left + (width * column) / (COLUMNS - 1), top + (height * row) / (ROWS - 1)]);
    }
  }
  return points;
}

/** The first control under `floating` at one of its points, if any (the element itself skipped). */
function controlUnder(floating: HTMLElement): Element | undefined {
  for (const [x, y] of pointsOf(floating)) {
    const under = document.elementsFromPoint(x, y).find((element) => !floating.contains(element));
    const control = under?.closest(CONTROL);
    if (control) return control;
  }
  return undefined;
}

const typingInField = () => document.activeElement?.matches(FIELD) ?? false;
/** A dialog, sheet or menu is open over the page: what floats on the page waits behind it. */
const overlayOpen = () =>
  document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !==
  null;

/**
 * False while the fixed element `ref` would cover a control of the page (a button, a link, a field),
 * while the user is typing in a field and while a dialog is open: a floating button must never take
 * a tap meant for the page, nor sit over a form being filled in. Checked as the page scrolls, resizes
 * or changes, and as focus moves (opening and closing a dialog moves it), while `active`.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const floating = ref.current;
      // Not drawn at all (a phone-only button on a wide screen): nothing to cover.
      if (!floating || floating.getClientRects().length === 0) return;
      // Kept while it has focus itself: hiding it would drop the keyboard user's place.
      if (document.activeElement === floating) return setClear(true);
      setClear(!typingInField() && !overlayOpen() && controlUnder(floating) === undefined);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
    };
  }, [ref, active]);
  return clear || !active;
}
