// Sound effects, made on the spot with the Web Audio API (no sound files to download).
// The page calls play(name); nothing plays before the player's first click or key,
// as browsers require.
let context = null;

function audio() {
  if (!context) {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return null;
    context = new Context();
  }
  if (context.state === "suspended") context.resume();
  return context;
}

function tone(ctx, { freq, end = freq, at = 0, length = 0.12, type = "sine", gain = 0.18 }) {
  const start = ctx.currentTime + at;
  const osc = ctx.createOscillator();
  const amp = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  osc.frequency.exponentialRampToValueAtTime(Math.max(end, 1), start + length);
  amp.gain.setValueAtTime(gain, start);
  amp.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(amp).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

function noise(ctx, { at = 0, length = 0.25, gain = 0.25, from = 1800, to = 200 }) {
  const start = ctx.currentTime + at;
  const samples = Math.floor(ctx.sampleRate * length);
  const buffer = ctx.createBuffer(1, samples, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < samples; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / samples);
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = "lowpass";
  filter.frequency.setValueAtTime(from, start);
  filter.frequency.exponentialRampToValueAtTime(to, start + length);
  const amp = ctx.createGain();
  amp.gain.setValueAtTime(gain, start);
  amp.gain.exponentialRampToValueAtTime(0.0001, start + length);
  source.connect(filter).connect(amp).connect(ctx.destination);
  source.start(start);
}

const SOUNDS = {
  pick: (ctx) => tone(ctx, { freq: 660, end: 440, length: 0.08, type: "triangle" }),
  explosion: (ctx) => { noise(ctx, {}); tone(ctx, { freq: 220, end: 60, length: 0.3, gain: 0.2 }); },
  complete: (ctx) => [523, 659, 784, 1047].forEach((f, i) =>
    tone(ctx, { freq: f, at: i * 0.08, length: 0.18, type: "triangle" })),
  token: (ctx) => [1047, 1319, 1568].forEach((f, i) =>
    tone(ctx, { freq: f, at: i * 0.1, length: 0.35, gain: 0.12 })),
  card: (ctx) => noise(ctx, { length: 0.12, gain: 0.12, from: 5000, to: 1500 }),
  roll: (ctx) => [0, 0.05, 0.11, 0.18].forEach((at) =>
    noise(ctx, { at, length: 0.04, gain: 0.2, from: 3000, to: 800 })),
  spell: (ctx) => tone(ctx, { freq: 300, end: 1200, length: 0.4, type: "sine", gain: 0.12 }),
  end: (ctx) => tone(ctx, { freq: 392, end: 392, length: 0.1, type: "triangle", gain: 0.08 }),
};

// A sound starts once the click's frame is drawn: making its nodes (noise buffers, above
// all) takes milliseconds that a phone's board update should not wait for.
export function play(name) {
  const make = SOUNDS[name];
  if (!make) return;
  const start = () => {
    try {
      const ctx = audio();
      if (ctx) make(ctx);
    } catch (error) {
      console.warn("sound unavailable:", error);
    }
  };
  requestAnimationFrame(() => setTimeout(start, 0));
}
