// Writes the race sounds (assets/sounds/*.wav): short, authored-by-code effects synthesised from
// sine waves and noise under envelopes, so the repo owns every byte and nothing is fetched.
// Deterministic (seeded noise): running it again rewrites identical files.
//   node scripts/gen-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'sounds');

/** 16-bit mono PCM WAV: the RIFF header written by hand. */
function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_767), i * 2),
  );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Seeded white noise (mulberry32), so the files are reproducible. */
function noise(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * 2 - 1;
  };
}

const seconds = (s) => Math.round(s * RATE);
const TAU = Math.PI * 2;

/** Attack-decay envelope: rises over `attack` s, then falls exponentially with time constant `decay`. */
const env = (t, attack, decay) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay));

/** A soft-edged window so a sound never starts or stops with a click. */
function fade(samples, edge = 0.004) {
  const n = seconds(edge);
  for (let i = 0; i < n && i < samples.length; i += 1) {
    samples[i] *= i / n;
    samples[samples.length - 1 - i] *= i / n;
  }
  return samples;
}

function tone(duration, voices, envelope) {
  const out = new Float64Array(seconds(duration));
  for (let i = 0; i < out.length; i += 1) {
    const t = i / RATE;
    let v = 0;
    for (const { freq, gain, shape = 'sine' } of voices) {
      const phase = TAU * freq * t;
      v += gain * (shape === 'square' ? Math.tanh(4 * Math.sin(phase)) : Math.sin(phase));
    }
    out[i] = v * envelope(t);
  }
  return fade(out);
}

/** One-pole low-pass over `src`; cutoff may change over time. */
function lowPass(src, cutoffAt) {
  const out = new Float64Array(src.length);
  let y = 0;
  for (let i = 0; i < src.length; i += 1) {
    const alpha = 1 - Math.exp((-TAU * cutoffAt(i / RATE)) / RATE);
    y += alpha * (src[i] - y);
    out[i] = y;
  }
  return out;
}

/** Scales a sound so its loudest sample sits at `peak` (the mix is set here, not by luck). */
function normalize(samples, peak) {
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  return max > 0 ? samples.map((s) => (s / max) * peak) : samples;
}

/** Loudness of each effect relative to full scale: key clicks sit well under the rest. */
const PEAKS = { countdown: 0.55, go: 0.6, key: 0.45, error: 0.5, nitro: 0.7, finish: 0.7 };

const sounds = {
  // Red lights: a short mid beep, like a start gantry.
  countdown: () =>
    tone(
      0.16,
      [
        { freq: 660, gain: 0.5 },
        { freq: 1320, gain: 0.12 },
      ],
      (t) => env(t, 0.004, 0.09),
    ),
  // Green light: higher, longer, brighter.
  go: () =>
    tone(
      0.48,
      [
        { freq: 990, gain: 0.42 },
        { freq: 1980, gain: 0.14 },
        { freq: 1485, gain: 0.1 },
      ],
      (t) => env(t, 0.005, 0.22),
    ),
  // A key: a tiny tick of filtered noise over a faint knock; meant to sit under the typing.
  key: () => {
    const rand = noise(7);
    const len = seconds(0.035);
    const raw = new Float64Array(len);
    for (let i = 0; i < len; i += 1) {
      const t = i / RATE;
      raw[i] =
        rand() * env(t, 0.0008, 0.006) * 0.5 + Math.sin(TAU * 180 * t) * env(t, 0.001, 0.01) * 0.35;
    }
    return fade(
      lowPass(raw, () => 5200),
      0.001,
    );
  },
  // A wrong key: a low, rough double buzz.
  error: () =>
    tone(
      0.2,
      [
        { freq: 130, gain: 0.35, shape: 'square' },
        { freq: 137, gain: 0.25, shape: 'square' },
      ],
      (t) =>
        (t < 0.08 ? env(t, 0.004, 0.05) : env(t - 0.1, 0.004, 0.05)) *
        (t > 0.08 && t < 0.1 ? 0 : 1),
    ),
  // Nitro: a noise whoosh whose filter opens and closes, over a rising engine growl.
  nitro: () => {
    const rand = noise(42);
    const duration = 0.75;
    const len = seconds(duration);
    const raw = new Float64Array(len);
    for (let i = 0; i < len; i += 1) raw[i] = rand();
    const swept = lowPass(raw, (t) => 300 + 5200 * Math.sin(Math.PI * Math.min(1, t / duration)));
    let phase = 0;
    for (let i = 0; i < len; i += 1) {
      const t = i / RATE;
      phase += (TAU * (70 + 160 * (t / duration))) / RATE;
      const shape = Math.sin(Math.PI * Math.min(1, t / duration)) ** 1.5;
      swept[i] = (swept[i] * 1.6 + Math.tanh(3 * Math.sin(phase)) * 0.18) * shape;
    }
    return fade(swept);
  },
  // The finish: a bright four-note arpeggio ending on a held chord.
  finish: () => {
    const notes = [523.25, 659.25, 783.99, 1046.5];
    const step = 0.11;
    const duration = 1.4;
    const out = new Float64Array(seconds(duration));
    notes.forEach((freq, n) => {
      const start = n * step;
      const last = n === notes.length - 1;
      for (let i = seconds(start); i < out.length; i += 1) {
        const t = i / RATE - start;
        const e = env(t, 0.006, last ? 0.45 : 0.16);
        out[i] += e * (0.26 * Math.sin(TAU * freq * t) + 0.08 * Math.sin(TAU * freq * 2 * t));
      }
    });
    // The held chord under the last note.
    const chordAt = 3 * step;
    for (let i = seconds(chordAt); i < out.length; i += 1) {
      const t = i / RATE - chordAt;
      const e = env(t, 0.02, 0.5) * 0.12;
      out[i] +=
        e * (Math.sin(TAU * 523.25 * t) + Math.sin(TAU * 659.25 * t) + Math.sin(TAU * 783.99 * t));
    }
    return fade(out);
  },
};

mkdirSync(OUT, { recursive: true });
for (const [name, make] of Object.entries(sounds)) {
  const file = join(OUT, `${name}.wav`);
  const bytes = wav(normalize(make(), PEAKS[name]));
  writeFileSync(file, bytes);
  console.log(`${name}.wav  ${bytes.length} bytes`);
}
