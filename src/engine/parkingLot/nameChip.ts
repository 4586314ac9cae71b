// The car's name on a dark chip above it, for the hovered car (or else the selected one). Drawn
// off stage and baked into a sprite (SpriteBaker) whenever the name or the size changes.
import { Container, Graphics, Text } from 'pixi.js';

import type { SpriteBaker } from '../race/spriteBaker';
import type { LotLayout } from './layout';
import { FONT } from './lotArt';

export class NameChip {
  readonly view;
  private readonly source = new Container();
  private readonly bg = new Graphics();
  private readonly text: Text;
  private name = '';
  private fontSize = 0;

  constructor(private readonly baker: SpriteBaker) {
    this.view = baker.sprite();
    this.view.visible = false;
    this.text = new Text({
      text: '',
      anchor: { x: 0.5, y: 0.5 },
      style: { fontFamily: FONT, fontWeight: '800', fontSize: 12, fill: 0xffffff },
    });
    this.source.addChild(this.bg, this.text);
  }

  /**
   * Shows `name` with its bottom centre at (x, y), or hides the chip for null. Re-bakes only
   * when the name or the layout's text size changed.
   */
  show(name: string | null, x: number, y: number, layout: LotLayout): void {
    if (name === null || name === '') {
      this.view.visible = false;
      return;
    }
    const fontSize = Math.max(10, Math.round(Math.min(layout.carHeight * 0.32, 15)));
    if (name !== this.name || fontSize !== this.fontSize) {
      this.name = name;
      this.fontSize = fontSize;
      this.text.text = name;
      this.text.style.fontSize = fontSize;
      const h = Math.round(fontSize * 1.7);
      const w = Math.round(this.text.width + fontSize * 1.3);
      this.bg.clear();
      this.bg.roundRect(-w / 2, -h, w, h, h / 2).fill({ color: 0x0b1220, alpha: 0.82 });
      this.bg.poly([-h * 0.22, 0, h * 0.22, 0, 0, h * 0.26]).fill({ color: 0x0b1220, alpha: 0.82 });
      this.text.position.set(0, -h / 2);
      this.baker.bake(this.source, this.view);
    }
    // Edge bays: keep the whole chip inside the view.
    const half = this.view.width / 2 + 4;
    const cx = Math.max(half, Math.min(layout.width - half, x));
    this.view.position.set(Math.round(cx), Math.round(Math.max(this.view.height + 2, y)));
    this.view.visible = true;
  }

  destroy(): void {
    this.baker.release(this.view);
    this.source.destroy({ children: true });
  }
}
