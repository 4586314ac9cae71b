// The takeover's stage as a declarative @pixi/react tree: which objects exist follows the state
// (the reward's art, the cash and its amount, the padlock of a locked reward, the badge, the
// progress dots), so React reconciles them as rewards change. What moves every frame (the fly-in,
// the turning sunburst, the count) is copied from motion.ts onto the objects by one listener on
// the injected ticker, which then draws the frame: no React render per frame, and never Pixi's
// own ticker (CONVENTIONS §4).
import { extend, useApplication } from '@pixi/react';
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

import { advanceTakeover } from '../../domain/rewards/takeover';
import { formatMoney } from '../../domain/shop/money';
import type { TakeoverCanvasProps } from './api';
import { emptyFrame, takeoverFrame, type TakeoverFrame } from './motion';
import { createProbe } from './probe';
import { useRewardTexture } from './rewardTexture';
import { drawCash, drawChip, drawDots, drawPadlock, drawRays, TAKEOVER_COLORS } from './stageArt';

extend({ Container, Graphics, Sprite, Text });

const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

interface StageProps extends TakeoverCanvasProps {
  width: number;
  height: number;
}

const sameFrame = (a: TakeoverFrame, b: TakeoverFrame) =>
  a.cardScale === b.cardScale &&
  a.cardAlpha === b.cardAlpha &&
  a.cardRise === b.cardRise &&
  a.raysAngle === b.raysAngle &&
  a.amount === b.amount &&
  a.stageAlpha === b.stageAlpha;

/** The badge under a settled reward; the page's live region says the same in words. */
function badgeFor(props: StageProps): { text: string; color: number } | null {
  const item = props.state.items[props.state.index];
  if (item?.locked) return { text: 'GOLD ONLY', color: TAKEOVER_COLORS.gold };
  if (props.state.phase === 'equipped') return { text: 'EQUIPPED', color: TAKEOVER_COLORS.cash };
  if (props.state.phase === 'claimed') return { text: 'CLAIMED', color: TAKEOVER_COLORS.cash };
  return null;
}

export function TakeoverStage(props: StageProps) {
  const { width, height, state, rewards, ticker } = props;
  const { app } = useApplication();
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const root = useRef<Container>(null);
  const rays = useRef<Graphics>(null);
  const card = useRef<Container>(null);
  const amount = useRef<Text>(null);
  const frame = useMemo(emptyFrame, []);

  const art = rewards[state.index];
  const item = state.items[state.index];
  const texture = useRewardTexture(app.renderer, art, state.index);

  // Layout: the reward sits a little above the middle, the dots near the bottom.
  const size = Math.min(width * 0.8, height * 0.62, 440);
  const cx = width / 2;
  const cy = height * 0.46;
  const radius = Math.hypot(width, height) / 2 + 20;

  useEffect(() => {
    app.renderer.resize(width, height);
  }, [app, width, height]);

  // Set by every commit of this tree (art loaded, a badge, a resize): the next frame must draw.
  const committed = useRef(true);
  useLayoutEffect(() => {
    committed.current = true;
  });

  // Every frame: the motion for now, onto the objects, then one draw — skipped when neither the
  // motion nor the tree changed since the last one (a settled reward, reduced motion).
  useEffect(() => {
    let first = true;
    let frames = 0;
    const drawn = emptyFrame();
    let drawnAmount: { node: Text | null; value: number } = { node: null, value: Number.NaN };
    const stop = ticker.add(() => {
      const p = latest.current;
      const current = p.rewards[p.state.index];
      const now = p.now();
      // The timed phases are advanced here too: the motion follows the clock even before React
      // has committed the state the UI advanced on this same tick.
      takeoverFrame(advanceTakeover(p.state, now), now, current?.amount ?? 0, frame);
      // The amount's string is made only when the shown number (or the Text showing it) changes.
      const amountNode = amount.current;
      const amountChanged =
        amountNode !== null &&
        (amountNode !== drawnAmount.node || frame.amount !== drawnAmount.value);
      if (amountChanged) {
        amountNode.text = formatMoney(frame.amount);
        drawnAmount = { node: amountNode, value: frame.amount };
      }
      if (!first && !committed.current && !amountChanged && sameFrame(frame, drawn)) return;
      committed.current = false;
      Object.assign(drawn, frame);
      if (root.current) root.current.alpha = frame.stageAlpha;
      if (rays.current) rays.current.rotation = frame.raysAngle;
      if (card.current) {
        card.current.scale.set(frame.cardScale);
        card.current.alpha = frame.cardAlpha;
        card.current.y = p.height * 0.46 + frame.cardRise;
      }
      app.render();
      frames += 1;
      if (first && root.current) {
        first = false;
        p.onReady?.(createProbe(app, root.current, () => frames));
      }
    });
    return stop;
  }, [app, ticker, frame]);

  // Text styles made once per size: a new style object on a render would make Pixi rebuild the
  // text's texture even though nothing about it changed.
  const amountStyle = useMemo(
    () => ({
      fontFamily: FONT,
      fontWeight: '900' as const,
      fontSize: Math.round(size * 0.15),
      fill: TAKEOVER_COLORS.gold,
      stroke: { color: 0x060b18, width: Math.max(3, size * 0.015) },
    }),
    [size],
  );
  const drawBackdrop = useCallback((g: Graphics) => drawRays(g, radius), [radius]);
  const drawMoney = useCallback((g: Graphics) => drawCash(g, size * 0.62), [size]);
  const drawLock = useCallback((g: Graphics) => drawPadlock(g, size * 0.34), [size]);
  const badge = badgeFor(props);
  const chipW = size * 0.5;
  const chipH = Math.max(24, size * 0.09);
  const badgeStyle = useMemo(
    () => ({
      fontFamily: FONT,
      fontWeight: '900' as const,
      fontSize: Math.round(chipH * 0.5),
      fill: 0x1b1300,
      letterSpacing: 1,
    }),
    [chipH],
  );
  const drawBadge = useCallback(
    (g: Graphics) => drawChip(g, chipW, chipH, badge?.color ?? 0),
    [chipW, chipH, badge?.color],
  );
  const count = state.items.length;
  const dotGap = Math.max(18, Math.min(28, width / (count + 4)));
  const drawProgress = useCallback(
    (g: Graphics) => drawDots(g, count, state.index, dotGap),
    [count, state.index, dotGap],
  );

  // The art fits a box: a car is wide, loot is small and square-ish.
  const box =
    art?.kind === 'car' ? { w: size * 0.95, h: size * 0.5 } : { w: size * 0.7, h: size * 0.45 };
  const artScale = texture ? Math.min(box.w / texture.width, box.h / texture.height) : 1;
  const locked = Boolean(item?.locked);

  return (
    <pixiContainer ref={root} label="takeover">
      <pixiGraphics ref={rays} label="rays" x={cx} y={cy} draw={drawBackdrop} />
      <pixiContainer ref={card} label="card" x={cx} y={cy}>
        {art?.kind === 'money' ? (
          <>
            <pixiGraphics label="cash" y={-size * 0.12} draw={drawMoney} />
            <pixiText
              ref={amount}
              label="amount"
              text={formatMoney(0)}
              anchor={0.5}
              y={size * 0.24}
              style={amountStyle}
            />
          </>
        ) : (
          texture && (
            <pixiSprite
              label={art?.kind === 'car' ? 'car' : 'loot'}
              texture={texture}
              anchor={0.5}
              scale={artScale}
              alpha={locked ? 0.45 : 1}
            />
          )
        )}
        {locked && <pixiGraphics label="padlock" draw={drawLock} />}
        {badge && (
          <pixiContainer label="badge" y={size * 0.42}>
            <pixiGraphics draw={drawBadge} />
            <pixiText label="badgeText" text={badge.text} anchor={0.5} style={badgeStyle} />
          </pixiContainer>
        )}
      </pixiContainer>
      {count > 1 && (
        <pixiGraphics
          label="dots"
          x={cx}
          y={height - Math.max(24, height * 0.06)}
          draw={drawProgress}
        />
      )}
    </pixiContainer>
  );
}
