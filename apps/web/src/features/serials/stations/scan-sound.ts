/**
 * The scan's sound, made by a WebAudio oscillator (no audio files): a short high beep when a
 * code is bound, a longer low buzz when it is refused, so the operator hears the answer
 * without looking. Silent where the browser has no WebAudio (or blocks it).
 */

type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (context) return context;
  const Class =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Class) return undefined;
  context = new Class();
  return context;
}

const SOUNDS = {
  ok: { type: 'sine', frequency: 1320, seconds: 0.09 },
  refused: { type: 'square', frequency: 150, seconds: 0.4 },
} as const satisfies Record<string, { type: OscillatorType; frequency: number; seconds: number }>;

export function playScanSound(kind: keyof typeof SOUNDS): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume();
    const sound = SOUNDS[kind];
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = sound.type;
    oscillator.frequency.value = sound.frequency;
    const start = ctx.currentTime;
    const end = start + sound.seconds;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.01);
    gain.gain.setValueAtTime(0.2, end - 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.02);
  } catch {
    // a sound is a courtesy: the row in the list says the same
  }
}
