// Mutates a valid example body (or socket frame) into a hostile one, a few edits at a time: a value
// of the wrong type or out of range, a missing or an extra key, an array where an object was, deep
// nesting. Starting from a valid example keeps most mutants close to valid, which is where the
// interesting bugs are: a body a schema almost accepts reaches further into the code.
// Examples can come from a fixture table today and from a contract's schema later: the mutator
// only needs one valid value.
import { pick, type Rng } from '../../../src/domain/random';
import { deepNest, int, nastyKey, nastyValue, type Json } from './nasty';

type Path = (string | number)[];

/** Paths to the values inside `value` (the root is []), down to a depth a mutant may reach. */
function paths(value: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (at.length >= 8 || out.length > 500) return out;
  if (Array.isArray(value)) value.slice(0, 20).forEach((v, i) => paths(v, [...at, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value).slice(0, 20)) paths(v, [...at, k], out);
  return out;
}

const clone = (value: Json): Json => JSON.parse(JSON.stringify(value)) as Json;

/** An own property even for '__proto__' (plain assignment would set the prototype instead). */
function setOwn(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function getAt(root: Json, path: Path): Json {
  let v: Json = root;
  for (const k of path) v = (v as Record<string | number, Json>)[k] as Json;
  return v;
}

/** Replaces the value at `path` (the root when the path is empty). */
function replaceAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const parent = getAt(root, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent)) parent[key as number] = value;
  else setOwn(parent as Record<string, Json>, String(key), value);
  return root;
}

/** A value of another type, built from the one it replaces. */
function retype(rng: Rng, value: Json): Json {
  if (typeof value === 'string')
    return pick(rng, [Number(value) || 0, [value], { value }, null, value === '']);
  if (typeof value === 'number')
    return pick(rng, [String(value), [value], value > 0, null, `${value}e999`]);
  if (typeof value === 'boolean') return pick(rng, [String(value), Number(value), 'on', null]);
  if (Array.isArray(value))
    return pick(rng, [
      Object.fromEntries(value.map((v, i) => [String(i), v])),
      value[0] ?? null,
      JSON.stringify(value),
    ]);
  if (value && typeof value === 'object')
    return pick(rng, [[value], Object.values(value), JSON.stringify(value)]);
  return pick(rng, ['', 0, false, {}]);
}

/** A string or number a schema almost accepts: the same value with a byte or a bound off. */
function tweak(rng: Rng, target: string | number): Json {
  if (typeof target === 'number')
    return pick(rng, [target + 1, target - 1, -target, target + 0.5, target * 1e6, 0, 2 ** 53 + 2]);
  const middle = Math.floor(target.length / 2);
  return pick(rng, [
    `${target}\u0000`,
    `\u0000${target}`,
    `${target.slice(0, middle)}\u0000${target.slice(middle)}`,
    `${target}\u0001\u001b[0m`,
    `${target}\ud800`,
    `\u202e${target}`,
    `${target}\u200b`,
    `${target}🏎️`,
    `${target}é`,
    // At most 300,000 characters: a tweak of an earlier tweak would pass V8's string limit.
    target.slice(0, 1_000).repeat(300),
    ` ${target} `,
    target.toUpperCase(),
    `${target}\n\r\t`,
  ]);
}

/** One edit of `root` (which it may change in place); returns the new root. */
function mutateOnce(rng: Rng, root: Json): Json {
  const all = paths(root);
  const r = rng();
  if (r < 0.3) {
    const leaves = all.filter((p) => {
      const v = getAt(root, p);
      return typeof v === 'string' || typeof v === 'number';
    });
    if (leaves.length > 0) {
      const leaf = pick(rng, leaves);
      return replaceAt(root, leaf, tweak(rng, getAt(root, leaf) as string | number));
    }
  }
  const path = pick(rng, all);
  const target = getAt(root, path);
  if (r < 0.5) return replaceAt(root, path, nastyValue(rng));
  if (r < 0.6) return replaceAt(root, path, retype(rng, target));
  if (r < 0.7) {
    // Drop a key or an element.
    if (path.length === 0) return rng() < 0.5 ? {} : null;
    const parent = getAt(root, path.slice(0, -1));
    const key = path[path.length - 1]!;
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete (parent as Record<string, Json>)[String(key)];
    return root;
  }
  if (r < 0.8) {
    // An extra key on an object (or element on an array) somewhere.
    const objects = all.filter((p) => {
      const v = getAt(root, p);
      return v !== null && typeof v === 'object';
    });
    if (objects.length === 0) return replaceAt(root, [], { [nastyKey(rng)]: root });
    const host = getAt(root, pick(rng, objects));
    if (Array.isArray(host)) host.push(rng() < 0.5 ? clone(host[0] ?? null) : nastyValue(rng));
    else setOwn(host as Record<string, Json>, nastyKey(rng), nastyValue(rng));
    return root;
  }
  if (r < 0.88) return replaceAt(root, path, deepNest(rng, pick(rng, [5, 100, 3000])));
  // The whole body as something else: a list of itself, a scalar, a string of its JSON.
  return pick(rng, [[root], [root, root], JSON.stringify(root), nastyValue(rng)]);
}

/** One edit of a copy of `example` most of the time (near-valid mutants reach furthest), else 2–3. */
export function mutateJson(rng: Rng, example: Json): Json {
  let value = clone(example);
  const edits = rng() < 0.6 ? 1 : 2 + int(rng, 2);
  for (let i = 0; i < edits; i += 1) value = mutateOnce(rng, value);
  return value;
}
