// What a modal dialog does to the page under it, without restyling that page. Zag's modal dialog (Chakra's default)
// locks the page's scroll with a `--scrollbar-width` custom property on <html> and blocks the page's pointer with
// `pointer-events: none` on <body>. Both are inherited, so Chromium restyles every element of the page when a dialog
// opens and again when it closes: on the contract detail about 2,500 elements, twice each way, which made each change
// dialog's open take 450–700 ms at the budgets' CPU (issue 47 item 1). The frame (dialog-frame.tsx) turns Zag's modal
// off and does the same here with changes nothing inherits: `overflow: hidden` on <html> (with a stable scrollbar
// gutter where the scrollbar takes room, so nothing moves), the page beside the dialog hidden from assistive
// technology with `aria-hidden` (the dialog itself says `aria-modal`), and the pointer stopped by the backdrop, which
// covers the page.
import { afterNextPaint } from '@portal/shared/ui';
import { useEffect, type RefObject } from 'react';

let scrollLocks = 0;
let before = { overflow: '', gutter: '' };

/**
 * Stops the page from scrolling until the returned function is called (nested dialogs count). A page with a scrollbar
 * that takes room keeps that room (`scrollbar-gutter: stable` while locked), so nothing moves sideways under the dialog.
 */
export function lockPageScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (scrollLocks === 0) {
    before = { overflow: root.style.overflow, gutter: root.style.getPropertyValue('scrollbar-gutter') };
    const scrollbarRoom = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth;
    if (scrollbarRoom > 0) root.style.setProperty('scrollbar-gutter', 'stable');
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks > 0) return;
    root.style.overflow = before.overflow;
    root.style.setProperty('scrollbar-gutter', before.gutter);
  };
}

/** How many open dialogs hide each element, and its own `aria-hidden` from before the first. */
const hiddenBy = new Map<Element, { count: number; before: string | null }>();

/** What must stay announced beside a dialog: live regions (toasts, status) and what is not content. */
function keepsAnnounced(element: Element): boolean {
  return (
    element.hasAttribute('aria-live') ||
    element.matches('script, style, link, template, [role="status"], [role="alert"], [role="log"]')
  );
}

/**
 * Hides every child of <body> but the one holding `content` (a dialog's content, rendered in a portal on <body>) from
 * assistive technology until the returned function is called; what was hidden before stays hidden after.
 */
export function hideBesideDialog(content: Element): () => void {
  const body = content.ownerDocument.body;
  const hidden: Element[] = [];
  for (const child of Array.from(body.children)) {
    if (child.contains(content) || keepsAnnounced(child)) continue;
    const entry = hiddenBy.get(child);
    if (entry) entry.count += 1;
    else {
      hiddenBy.set(child, { count: 1, before: child.getAttribute('aria-hidden') });
      child.setAttribute('aria-hidden', 'true');
    }
    hidden.push(child);
  }
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    for (const child of hidden) {
      const entry = hiddenBy.get(child);
      if (!entry) continue;
      entry.count -= 1;
      if (entry.count > 0) continue;
      hiddenBy.delete(child);
      if (entry.before === null) child.removeAttribute('aria-hidden');
      else child.setAttribute('aria-hidden', entry.before);
    }
  };
}

/**
 * While `open`: the page under the dialog whose content `content` holds does not scroll and is not announced. Rendered
 * inside that content, so that it runs once the content is in the document (a dialog mounted on opening renders its
 * content a render after it is told to open). The page scrolls again once the closing's frame is painted: giving the
 * page its scrollbar back lays out and repaints all of it, which held up the frame that answers Escape or the close
 * button by 50–100 ms at the budgets' CPU (issue 47 item 1); the dialog leaves with its animation meanwhile.
 */
export function PageUnderDialog({
  open,
  content,
}: {
  open: boolean;
  content: RefObject<HTMLElement | null>;
}): null {
  useEffect(() => {
    if (!open) return undefined;
    const releaseScroll = lockPageScroll();
    const element = content.current;
    const restoreHidden = element ? hideBesideDialog(element) : undefined;
    return () => {
      restoreHidden?.();
      afterNextPaint(releaseScroll);
    };
  }, [open, content]);
  return null;
}
