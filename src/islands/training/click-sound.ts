/**
 * The clicker's sound through Web Audio: a short, sharp click rendered once into a buffer and
 * played by a new source node at each press, on a context asking for the lowest latency. Nothing
 * is fetched or decoded at press time, so the sound follows the press by the output's own latency.
 */
const CLICK_SECONDS = 0.012;

export interface ClickSound {
  play(): void;
  /** A softer, longer tone for the interval timer's changes of phase. */
  beep(): void;
  /** What the output adds after `start()`, in milliseconds (base and output latency). */
  latencyMs(): number;
}

/** Two short decaying bursts, at 3.2 and 4.6 kHz: heard as one crisp click. */
function renderClick(context: AudioContext): AudioBuffer {
  const length = Math.ceil(context.sampleRate * CLICK_SECONDS);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < length; i += 1) {
    const t = i / context.sampleRate;
    const envelope = Math.exp(-t * 900);
    samples[i] = envelope * (0.6 * Math.sign(Math.sin(2 * Math.PI * 3200 * t)) + 0.4 * Math.sin(2 * Math.PI * 4600 * t));
  }
  return buffer;
}

export function createClickSound(): ClickSound {
  const context = new AudioContext({ latencyHint: 'interactive' });
  const click = renderClick(context);
  const wake = () => {
    // A context made before the page had a gesture starts suspended.
    if (context.state === 'suspended') void context.resume();
  };
  return {
    play() {
      wake();
      const source = context.createBufferSource();
      source.buffer = click;
      source.connect(context.destination);
      source.start();
    },
    beep() {
      wake();
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = 880;
      gain.gain.setValueAtTime(0.25, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.35);
      tone.connect(gain).connect(context.destination);
      tone.start();
      tone.stop(context.currentTime + 0.35);
    },
    latencyMs: () => (context.baseLatency + (context.outputLatency || 0)) * 1000,
  };
}
