/**
 * jsdom lacks APIs Radix calls: ResizeObserver (RadioGroup measures its hidden form input), pointer
 * capture and scrolling (Select). Import once at the top of a unit test that opens them.
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
