/**
 * IntersectionObserver as the browser's, driven by the test (jsdom has
 * none): `enter(element)` reports one observed element near the viewport,
 * `enterAll()` every one, and from then on, as the browser reports a new
 * target's state once it is observed, every element observed later too (a
 * section mounted again by a later render). Install with
 * `vi.stubGlobal('IntersectionObserver', FakeObserver)` after
 * `FakeObserver.reset()`.
 */
export class FakeObserver {
  static all: FakeObserver[] = [];
  /** Everything is near the viewport (after enterAll()). */
  static allNear = false;
  static reset() {
    FakeObserver.all = [];
    FakeObserver.allNear = false;
  }
  readonly elements: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
    if (FakeObserver.allNear) queueMicrotask(() => this.elements.includes(element) && this.report([element]));
  }
  unobserve() {}
  disconnect() {
    this.elements.length = 0;
  }
  takeRecords() {
    return [];
  }
  private report(targets: Element[]) {
    if (targets.length) this.callback(targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
  static enter(element: Element) {
    for (const observer of FakeObserver.all.filter((o) => o.elements.includes(element))) observer.report([element]);
  }
  static enterAll() {
    FakeObserver.allNear = true;
    for (const observer of FakeObserver.all) observer.report([...observer.elements]);
  }
}
