/** jsdom's window: 1024 × 768, which the layouts take for a desktop (the wide layout starts at 1024 px). */
const JSDOM_WINDOW = { width: 1024, height: 768 } as const;

/**
 * Sets the window's size as the app's media queries read it (setup-dom's matchMedia answers from innerWidth). The
 * component files share one window per worker, so setup-dom puts it back after every test: a size set here never
 * reaches the next test or file.
 */
export function setWindowSize(width: number, height?: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  if (height !== undefined) Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: height });
}

/** Back to jsdom's own size (setup-dom's afterEach). */
export function resetWindowSize(): void {
  setWindowSize(JSDOM_WINDOW.width, JSDOM_WINDOW.height);
}
