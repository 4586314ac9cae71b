// A read-only view of the takeover's stage as plain data, for tests (CONVENTIONS §11): which
// objects are on stage and where, without handing anyone a Pixi object.
import { Sprite, Text, type Application, type Container } from 'pixi.js';

import type { StageNode, TakeoverProbe } from './api';

function worldAlpha(node: Container): number {
  let alpha = 1;
  for (let n: Container | null = node; n; n = n.parent) alpha *= n.alpha;
  return alpha;
}

function shown(node: Container): boolean {
  for (let n: Container | null = node; n; n = n.parent) if (!n.visible) return false;
  return true;
}

function describe(node: Container): StageNode {
  return {
    label: node.label,
    visible: shown(node),
    alpha: worldAlpha(node),
    scale: node.scale.x,
    x: node.x,
    y: node.y,
    rotation: node.rotation,
    ...(node instanceof Text ? { text: node.text } : {}),
    ...(node instanceof Sprite ? { textureWidth: node.texture.width } : {}),
  };
}

function walk(node: Container, out: Container[]): Container[] {
  out.push(node);
  for (const child of node.children) walk(child, out);
  return out;
}

export function createProbe(
  app: Application,
  root: Container,
  frames: () => number,
): TakeoverProbe {
  return {
    frames,
    find(label) {
      const node = walk(root, []).find((n) => n.label === label);
      return node ? describe(node) : null;
    },
    visibleLabels() {
      return walk(root, [])
        .filter((n) => n.label && shown(n))
        .map((n) => n.label);
    },
    size: () => ({ width: app.screen.width, height: app.screen.height }),
  };
}
