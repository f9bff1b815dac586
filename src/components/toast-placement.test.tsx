import { afterEach, describe, expect, it } from 'vitest';
import { toastPlacement } from './toast-provider';
import { setWindowSize } from '@/testing/window-size';

/** A full-screen dialog of a 390 × 844 phone: its controls where `boxes` says (top, height). */
function phoneDialog(boxes: { role: 'action' | 'content'; top: number; height: number }[], { hasActionBar = true } = {}) {
  setWindowSize(390, 844);
  const root = document.createElement('div');
  root.className = 'MuiDialog-root MuiModal-root';
  const paper = document.createElement('div');
  paper.className = 'MuiDialog-paper MuiDialog-paperFullScreen';
  const content = document.createElement('div');
  paper.append(content);
  const bar = document.createElement('div');
  bar.className = 'MuiDialogActions-root';
  if (hasActionBar) paper.append(bar);
  const at = (element: Element, top: number, height: number, left = 16, width = 358) => {
    element.getBoundingClientRect = () => ({ top, bottom: top + height, left, right: left + width, width, height, x: left, y: top, toJSON: () => ({}) });
  };
  at(bar, 788, 56, 0, 390);
  for (const box of boxes) {
    const button = document.createElement('button');
    at(button, box.top, box.height, 24, 342);
    (box.role === 'action' ? bar : content).append(button);
  }
  root.append(paper);
  document.body.append(root);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('toast placement over a phone-width dialog', () => {
  it('keeps the corner without a full-screen dialog', () => {
    expect(toastPlacement(document, 92)).toEqual({ kind: 'corner' });
  });

  it('stands above a navigation fixed to the bottom of a phone (the tabs are never covered)', () => {
    setWindowSize(390, 844);
    const nav = document.createElement('nav');
    nav.style.position = 'fixed';
    nav.getBoundingClientRect = () => ({ top: 788, bottom: 844, left: 0, right: 390, width: 390, height: 56, x: 0, y: 788, toJSON: () => ({}) });
    document.body.append(nav);
    expect(toastPlacement(document, 92)).toEqual({ kind: 'above', bottomPx: 64 });
    nav.style.position = 'static';
    expect(toastPlacement(document, 92)).toEqual({ kind: 'corner' });
  });

  it("stands just above the dialog's action bar when nothing is there", () => {
    phoneDialog([
      { role: 'action', top: 798, height: 36 },
      { role: 'content', top: 200, height: 36 },
    ]);
    expect(toastPlacement(document, 92)).toEqual({ kind: 'above', bottomPx: 64 });
  });

  it('goes over the title when a button of the content is just above the action bar', () => {
    phoneDialog([
      { role: 'action', top: 798, height: 36 },
      { role: 'content', top: 714, height: 36 },
    ]);
    expect(toastPlacement(document, 92)).toEqual({ kind: 'top' });
  });

  it('without an action bar: over the title, unless a control is there too', () => {
    phoneDialog([{ role: 'content', top: 400, height: 36 }], { hasActionBar: false });
    expect(toastPlacement(document, 92)).toEqual({ kind: 'top' });
    document.body.innerHTML = '';
    phoneDialog([{ role: 'content', top: 70, height: 40 }], { hasActionBar: false });
    expect(toastPlacement(document, 92)).toEqual({ kind: 'above', bottomPx: 16 });
  });
});
