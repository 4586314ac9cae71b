// Small drawn pieces (name tags, place badges, edge chips, the light gantry) are vector shapes and
// text that change rarely. Each is rendered once, antialiased, into a texture shown by a plain
// Sprite, so per frame they batch with the cars instead of costing a render group each.
import { Sprite, Texture, type Container, type Renderer } from 'pixi.js';

export class SpriteBaker {
  constructor(private readonly renderer: Renderer) {}

  /** A sprite that shows `source` baked; call `bake` to fill it. */
  sprite(): Sprite {
    return new Sprite(Texture.EMPTY);
  }

  /**
   * Renders `source` (off stage) into `target`, replacing its previous baked texture. The
   * source's local origin lands on the sprite's position.
   */
  bake(source: Container, target: Sprite): void {
    const bounds = source.getLocalBounds();
    const old = target.texture;
    if (bounds.width <= 0 || bounds.height <= 0) {
      target.texture = Texture.EMPTY;
    } else {
      target.texture = this.renderer.generateTexture({
        target: source,
        antialias: true,
        resolution: this.renderer.resolution,
      });
      target.anchor.set(-bounds.x / bounds.width, -bounds.y / bounds.height);
    }
    if (old !== Texture.EMPTY) old.destroy(true);
  }

  /** Frees the sprite's baked texture and the sprite. */
  release(target: Sprite): void {
    const texture = target.texture;
    target.destroy();
    if (texture !== Texture.EMPTY) texture.destroy(true);
  }
}
