// Everything behind the cars: sky, far and middle parallax layers, trackside and the road, plus a
// glow on the player's own lane. Drawn as vectors and baked into textures on resize; per frame
// only `scroll` moves three containers.
import { Container, Graphics, Sprite, Text, type Renderer } from 'pixi.js';

import { BakedLayer } from './bakedLayer';
import type { TrackLayout } from './layout';
import { createSkyTexture, drawFarLayer, drawMidLayer, drawSun, MID_TOP } from './scenery';
import { drawTrack, drawTrackside, gantryLabelPlace, TRACKSIDE_TOP } from './trackDraw';

const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** How fast each layer moves relative to the camera (1 = with the track). */
const FAR_PARALLAX = 0.12;
const MID_PARALLAX = 0.35;

export class Backdrop {
  /** Screen-fixed and parallax layers; add below the world. */
  readonly back = new Container();
  /** World-space layer: the baked road and trackside; the scene adds cars above them. */
  readonly world = new Container({ isRenderGroup: true });
  private readonly skyTexture = createSkyTexture();
  private readonly farSource = new Container();
  private readonly sky = new Sprite(this.skyTexture);
  private readonly farLayer = new BakedLayer(true);
  private readonly midLayer = new BakedLayer(true);
  private readonly roadLayer = new BakedLayer();
  // Vector sources, kept off stage and re-baked on resize.
  private readonly farG = new Graphics();
  private readonly midG = new Graphics();
  private readonly road = new Container();
  private readonly trackside = new Graphics();
  private readonly roadG = new Graphics();
  private readonly laneGlow = new Graphics();
  private readonly labels: Text[];
  private layoutNow: TrackLayout | null = null;
  private scrolled = Number.NaN;

  constructor(private readonly renderer: Renderer) {
    this.back.addChild(this.farLayer.view, this.midLayer.view);
    this.farSource.addChild(this.sky, this.farG);
    const label = (text: string) =>
      new Text({
        text,
        anchor: 0.5,
        style: {
          fontFamily: FONT,
          fontWeight: '900',
          fontSize: 14,
          fill: 0xffffff,
          letterSpacing: 1,
        },
      });
    this.labels = [label('START'), label('FINISH')];
    this.road.addChild(this.trackside, ...this.labels, this.roadG, this.laneGlow);
    this.world.addChild(this.roadLayer.view);
  }

  layout(layout: TrackLayout, playerLane: number | null): void {
    this.layoutNow = layout;
    const travel = layout.worldWidth - layout.width;
    const farSpan = layout.width + travel * FAR_PARALLAX + 2;
    const midSpan = layout.width + travel * MID_PARALLAX + 2;
    // The sky is uniform left to right, so it rides on the slow far layer instead of costing a
    // layer of its own.
    this.sky.width = farSpan;
    this.sky.height = layout.trackTop + 2;
    drawSun(this.farG, layout);
    drawFarLayer(this.farG, layout, farSpan);
    drawMidLayer(this.midG, layout, midSpan);
    const s = layout.trackTop;
    this.farLayer.bake(this.renderer, this.farSource, farSpan, 0, s + 2);
    this.midLayer.bake(this.renderer, this.midG, midSpan, s * MID_TOP, s + 2);
    drawTrackside(this.trackside, layout);
    drawTrack(this.roadG, layout);
    const xs = [layout.startX, layout.finishX];
    this.labels.forEach((text, i) => {
      const place = gantryLabelPlace(layout, xs[i]!);
      text.position.set(place.x, place.y);
      text.style.fontSize = Math.round(place.height * 0.62);
      // The finish board is checkered: its label needs a dark outline to read.
      text.style.stroke = {
        color: 0x0b1220,
        width: Math.max(3, place.height * 0.22),
        join: 'round',
      };
    });
    this.highlightLane(playerLane);
    this.scrolled = Number.NaN;
  }

  /** A soft band along the player's lane so "which car is mine" never needs a search. */
  highlightLane(lane: number | null): void {
    const layout = this.layoutNow;
    if (!layout) return;
    this.laneGlow.clear();
    if (lane !== null && lane < layout.lanes) {
      const top = layout.asphaltTop + layout.laneHeight * lane;
      const h = layout.laneHeight;
      this.laneGlow.rect(0, top, layout.worldWidth, h).fill({ color: 0xfff3a0, alpha: 0.05 });
      this.laneGlow
        .rect(0, top + h - 2, layout.worldWidth, 2)
        .fill({ color: 0xffd400, alpha: 0.3 });
    }
    this.roadLayer.bake(
      this.renderer,
      this.road,
      layout.worldWidth,
      layout.trackTop * TRACKSIDE_TOP,
      layout.height,
    );
  }

  /** Moves the world and the parallax layers for camera x `camX` (already pixel-snapped). */
  scroll(camX: number): void {
    if (camX === this.scrolled) return;
    this.scrolled = camX;
    this.world.x = -camX;
    this.farLayer.view.x = -Math.round(camX * FAR_PARALLAX);
    this.midLayer.view.x = -Math.round(camX * MID_PARALLAX);
  }

  destroy(): void {
    for (const layer of [this.farLayer, this.midLayer, this.roadLayer]) layer.destroy();
    this.farSource.destroy({ children: true });
    this.midG.destroy();
    this.road.destroy({ children: true });
    this.back.destroy({ children: true });
    this.world.destroy({ children: true });
    this.skyTexture.destroy(true);
  }
}
