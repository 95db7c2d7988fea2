/**
 * IntersectionObserver as the browser's, driven by the test (jsdom has
 * none): `enter(element)` reports one observed element near the viewport,
 * `enterAll()` every one. Install with `vi.stubGlobal('IntersectionObserver',
 * FakeObserver)` after `FakeObserver.all = []`.
 */
export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly elements: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
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
    for (const observer of FakeObserver.all) observer.report([...observer.elements]);
  }
}
