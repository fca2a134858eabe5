/**
 * Counts the renders of components by name, for tests that hold a keystroke to rendering only
 * what its answer changes (issue 38). Installed as React's developer-tools hook before React DOM
 * loads (tests/setup/dom.ts imports this first): at each commit it walks the committed tree and
 * counts each component whose fiber did work in that commit. A fiber left untouched stays the
 * same object from one committed tree to the next; one React rendered is a fresh copy with the
 * PerformedWork flag (a copy whose render was skipped, a memo with equal props, has not).
 */

interface Fiber {
  readonly tag: number;
  readonly type: unknown;
  readonly elementType: unknown;
  readonly flags: number;
  readonly memoizedProps: Record<string, unknown> | null;
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
}
interface FiberRoot {
  readonly current: Fiber;
}

/** React's PerformedWork fiber flag. */
const PERFORMED_WORK = 1;
/** Function, class, forwardRef, memo and simple-memo components. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

type Namer = (name: string, props: Record<string, unknown> | null) => string;
let counting: { counts: Map<string, number>; name: Namer } | null = null;
const lastTree = new WeakMap<FiberRoot, Set<Fiber>>();

function nameOf(fiber: Fiber): string {
  const type = (fiber.tag === 14 ? (fiber.elementType as { type?: unknown }).type : fiber.type) as {
    displayName?: string;
    name?: string;
    render?: { name?: string };
  };
  return type?.displayName ?? type?.name ?? type?.render?.name ?? 'Anonymous';
}

function onCommitFiberRoot(_renderer: number, root: FiberRoot): void {
  const before = lastTree.get(root);
  const now = new Set<Fiber>();
  const stack: Fiber[] = [root.current];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    now.add(fiber);
    if (counting && COMPONENT_TAGS.has(fiber.tag) && !before?.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) {
      const key = counting.name(nameOf(fiber), fiber.memoizedProps);
      counting.counts.set(key, (counting.counts.get(key) ?? 0) + 1);
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  lastTree.set(root, now);
}

const hook = {
  supportsFiber: true,
  renderers: new Map<number, unknown>(),
  inject(renderer: unknown): number {
    const id = hook.renderers.size + 1;
    hook.renderers.set(id, renderer);
    return id;
  },
  onCommitFiberRoot,
  onCommitFiberUnmount(): void {},
  onPostCommitFiberRoot(): void {},
  checkDCE(): void {},
};

const global = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
if (global.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;

/**
 * Starts counting renders; the returned function stops and gives the counts by name (`name`
 * may tell apart two uses of one component by their props).
 */
export function countRenders(name: Namer = (n) => n): () => ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  counting = { counts, name };
  return () => {
    counting = null;
    return counts;
  };
}
