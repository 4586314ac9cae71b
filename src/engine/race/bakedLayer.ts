// Static vector art rendered once into textures. Thousands of crowd dots, windows and kerb blocks
// cost every frame when drawn as live Graphics (software GL spends most of a frame on them);
// baked, a layer is a handful of sprites. Tiles keep each texture under GPU size limits.
import { Container, Rectangle, Sprite, type Renderer, type Texture } from 'pixi.js';

/** Widest tile in device pixels; 2048 is safe on every WebGL device. */
const MAX_TILE_PX = 2048;

export class BakedLayer {
  readonly view: Container;
  private textures: Texture[] = [];

  constructor(renderGroup = false) {
    this.view = new Container({ isRenderGroup: renderGroup });
  }

  /**
   * Renders `source` (not on stage, untransformed) over x 0..width and y top..bottom into tiles.
   * Only the band with content is baked: every transparent pixel drawn still costs fill rate.
   */
  bake(renderer: Renderer, source: Container, width: number, top: number, bottom: number): void {
    this.clear();
    const resolution = renderer.resolution;
    const tileW = Math.max(128, Math.floor(MAX_TILE_PX / resolution));
    const y = Math.floor(top);
    const h = Math.max(1, Math.ceil(bottom) - y);
    for (let x = 0; x < width; x += tileW) {
      const frame = new Rectangle(x, y, Math.min(tileW, Math.ceil(width - x)), h);
      const texture = renderer.generateTexture({
        target: source,
        frame,
        resolution,
        antialias: true,
      });
      const sprite = new Sprite(texture);
      sprite.position.set(x, y);
      this.view.addChild(sprite);
      this.textures.push(texture);
    }
  }

  clear(): void {
    for (const child of this.view.removeChildren()) child.destroy();
    for (const texture of this.textures) texture.destroy(true);
    this.textures = [];
  }

  destroy(): void {
    this.clear();
    this.view.destroy();
  }
}
