// Car textures: the authored art is loaded once per car (on the page, Assets.load rasterises the
// SVG; in the scene's worker, the page rasterises it and hands over a bitmap), then baked per
// paint hue through a ColorMatrixFilter into a texture of its own. Baking means the filter runs
// once per racer instead of as an extra render pass per car every frame.
import {
  Assets,
  ColorMatrixFilter,
  Graphics,
  ImageSource,
  Sprite,
  Texture,
  type Renderer,
} from 'pixi.js';
// Registers the filter system and pipe the paint bake runs on (pixiHost skips Pixi's own import).
import 'pixi.js/filters';

import { CAR_PAINT, normalizeHue } from './hue';
import { CAR_ART_RESOLUTION } from './layout';

/** SVGs are rasterised at 2x their 200 x 80 box, so cars stay crisp on high-DPI screens. */
const ART_RESOLUTION = CAR_ART_RESOLUTION;

/** The Assets request for a car's SVG; preloading with it fills the same cache entry. */
export function carArtRequest(src: string) {
  return { src, data: { resolution: ART_RESOLUTION } };
}

/** A car's unpainted art as a texture, or null when it cannot be had (drawn as a silhouette). */
export type CarArtSource = (carID: number) => Promise<Texture | null>;

/** Art from the car's SVG URL through Pixi's Assets (on the page, where SVG decodes). */
export function svgCarArt(carArt: (carID: number) => string): CarArtSource {
  return async (carID) => {
    try {
      return await Assets.load<Texture>(carArtRequest(carArt(carID)));
    } catch {
      // A missing or broken file must not stop the race: the car is drawn as a plain silhouette.
      return null;
    }
  };
}

/** Art from a bitmap the page rasterised at ART_RESOLUTION (in the worker, where SVG cannot). */
export function bitmapCarArt(bitmap: ImageBitmap): Texture {
  return new Texture({ source: new ImageSource({ resource: bitmap, resolution: ART_RESOLUTION }) });
}

export class CarArt {
  private readonly baked = new Map<string, Promise<Texture>>();
  private readonly owned: Texture[] = [];
  private destroyed = false;

  constructor(
    private readonly renderer: Renderer,
    private readonly source: CarArtSource,
  ) {}

  /** The car's art painted at `hueAngle`; the same promise for the same car and hue. */
  texture(carID: number, hueAngle: number): Promise<Texture> {
    const hue = Math.round(normalizeHue(hueAngle));
    const key = `${carID}:${hue}`;
    let pending = this.baked.get(key);
    if (!pending) {
      pending = this.source(carID).then((art) => this.bake(art, hue));
      this.baked.set(key, pending);
    }
    return pending;
  }

  private bake(art: Texture | null, hue: number): Texture {
    if (this.destroyed) throw new Error('CarArt destroyed');
    const target = art ? new Sprite(art) : silhouette();
    const filter = hue === 0 ? null : new ColorMatrixFilter();
    if (filter) {
      filter.hue(hue, false);
      filter.resolution = ART_RESOLUTION;
      target.filters = [filter];
    }
    const texture = this.renderer.generateTexture({
      target,
      resolution: ART_RESOLUTION,
      // No multisampling: the art is already smooth, and a multisampled target resolves lazily,
      // after the mipmaps below would have been built from an empty texture.
      antialias: false,
      textureSourceOptions: { autoGenerateMipmaps: true, scaleMode: 'linear' },
    });
    // Cars are drawn well below the baked size on small views; mipmaps keep their edges clean.
    texture.source.updateMipmaps();
    target.destroy();
    filter?.destroy();
    this.owned.push(texture);
    return texture;
  }

  destroy(): void {
    this.destroyed = true;
    for (const texture of this.owned) texture.destroy(true);
    this.owned.length = 0;
    this.baked.clear();
  }
}

/** A generic side-view car in the paint colour, same 200 x 80 box as the authored art. */
function silhouette(): Graphics {
  const g = new Graphics();
  g.rect(0, 0, 200, 80).fill({ color: 0x000000, alpha: 0 });
  g.roundRect(14, 38, 172, 26, 10).fill(CAR_PAINT);
  g.roundRect(52, 18, 88, 26, 12).fill(CAR_PAINT);
  g.roundRect(60, 23, 70, 14, 5).fill(0x2b2f35);
  g.circle(50, 64, 14).circle(150, 64, 14).fill(0x141518);
  g.circle(50, 64, 6).circle(150, 64, 6).fill(0xb0b7bf);
  return g;
}
