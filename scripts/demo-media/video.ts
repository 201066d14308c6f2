// Northwind's case-study video ("-30% order lead time"): a bar chart of a furniture retailer's order lead time
// falling over the six months after go-live, drawn on a <canvas> in Debian's Chromium and recorded there with
// MediaRecorder as WebM (VP9). Nothing is downloaded; `npm run demo:media` calls it (scripts/demo-media/main.ts).
import { chromium } from "playwright-core";
import { SEED_VIDEOS } from "../../supabase/embedded/seed-media";
import { ORGANIZATIONS } from "./catalogue";
import { PALETTES, type Palette } from "./palette";

/** The video's object name in the media bucket, as seed.sql's metric and media row name it. */
export const LEAD_TIME_VIDEO = `${ORGANIZATIONS.northwind.id}/lead-time.webm`;

/** The lead time in days at go-live and at the end of each month after it: 30 % less after six months. */
const LEAD_TIME_DAYS = [20, 19.1, 17.8, 16.5, 15.3, 14.4, 14];
const MONTHS = ["Go-live", "Month 1", "Month 2", "Month 3", "Month 4", "Month 5", "Month 6"];
const SECONDS = 5;
/** High for a still chart, so that the first key frame (what a paused player shows) is sharp; the file stays small. */
const BITS_PER_SECOND = 2_500_000;

interface Scene {
  width: number;
  height: number;
  seconds: number;
  bitsPerSecond: number;
  palette: Palette;
  days: number[];
  months: string[];
}

/**
 * Runs in the page: draws the chart frame by frame (bars rise one after the other, then the −30 % badge fades
 * in and the picture holds) while MediaRecorder records the canvas. Answers the WebM as base64.
 */
async function recordInPage(scene: Scene): Promise<string> {
  const { width, height, palette: p, days, months } = scene;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext("2d");
  if (!g) throw new Error("no 2D context");
  const font = (size: number, weight = 400) => `${weight} ${size}px ${p.font}`;
  const ease = (t: number) => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;
  const chart = { left: width * 0.12, right: width * 0.95, top: height * 0.26, bottom: height * 0.82 };
  const maxDays = 25;
  const y = (value: number) => chart.bottom - (value / maxDays) * (chart.bottom - chart.top);
  const slot = (chart.right - chart.left) / days.length;

  const draw = (seconds: number) => {
    g.fillStyle = p.paper;
    g.fillRect(0, 0, width, height);
    g.fillStyle = p.ink;
    g.textBaseline = "alphabetic";
    g.textAlign = "left";
    g.font = font(height * 0.06, 700);
    g.fillText("Order lead time", width * 0.05, height * 0.11);
    g.fillStyle = p.land[0];
    g.font = font(height * 0.034);
    g.fillText("A furniture retailer with 40 stores, days from order to delivery", width * 0.05, height * 0.17);

    // Grid and the axis labels.
    g.strokeStyle = p.mid;
    g.globalAlpha = 0.3;
    g.lineWidth = 1;
    g.textAlign = "right";
    g.font = font(height * 0.028);
    for (let value = 0; value <= maxDays; value += 5) {
      g.beginPath();
      g.moveTo(chart.left, y(value));
      g.lineTo(chart.right, y(value));
      g.stroke();
    }
    g.globalAlpha = 1;
    g.fillStyle = p.mid;
    for (let value = 0; value <= maxDays; value += 5) {
      g.fillText(String(value), chart.left - 10, y(value) + height * 0.01);
    }
    g.save();
    g.translate(width * 0.045, (chart.top + chart.bottom) / 2);
    g.rotate(-Math.PI / 2);
    g.textAlign = "center";
    g.fillStyle = p.land[0];
    g.fillText("Days", 0, 0);
    g.restore();
    g.textAlign = "center";
    g.fillText("Months after go-live", (chart.left + chart.right) / 2, height * 0.96);

    // The bars rise one after the other, each with its value once it stands.
    days.forEach((value, index) => {
      const grown = ease((seconds - 0.5 - index * 0.4) / 0.8);
      const x = chart.left + slot * index + slot * 0.2;
      const top = chart.bottom - grown * (chart.bottom - y(value));
      g.fillStyle = index === 0 ? p.mid : index === days.length - 1 ? p.accent : p.primary;
      g.fillRect(x, top, slot * 0.6, chart.bottom - top);
      g.fillStyle = p.land[0];
      g.font = font(height * 0.028);
      g.fillText(months[index], x + slot * 0.3, chart.bottom + height * 0.05);
      if (grown > 0.95) {
        g.fillStyle = p.ink;
        g.font = font(height * 0.03, 600);
        g.fillText(String(value), x + slot * 0.3, top - height * 0.02);
      }
    });

    // Then the result: the −30 % badge fades in.
    const shown = ease((seconds - 3.5) / 0.7);
    if (shown > 0) {
      g.globalAlpha = shown;
      const badge = { x: width * 0.72, y: height * 0.05, w: width * 0.23, h: height * 0.13 };
      g.fillStyle = p.accent;
      g.beginPath();
      g.roundRect(badge.x, badge.y, badge.w, badge.h, badge.h / 2);
      g.fill();
      g.fillStyle = p.paper;
      g.font = font(height * 0.075, 700);
      g.fillText("−30 %", badge.x + badge.w / 2, badge.y + badge.h * 0.72);
      g.globalAlpha = 1;
    }
  };

  draw(0);
  const mimeType = MediaRecorder.isTypeSupported("video/webm;codecs=vp9") ? "video/webm;codecs=vp9" : "video/webm;codecs=vp8";
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType, videoBitsPerSecond: scene.bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const started = new Promise((resolve) => (recorder.onstart = resolve));
  recorder.start();
  // The clock starts once the recorder runs: its first frames are the animation's first frames.
  await started;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const seconds = (performance.now() - start) / 1000;
      draw(seconds);
      if (seconds < scene.seconds) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Records the lead-time video at the size the media library lists it with (SEED_VIDEOS). */
export async function recordLeadTimeVideo(): Promise<Uint8Array> {
  const { width, height } = SEED_VIDEOS[LEAD_TIME_VIDEO];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    // tsx compiles with esbuild's keepNames: the function sent to the page calls its `__name` helper.
    await page.evaluate("globalThis.__name = (fn) => fn");
    const scene: Scene = { width, height, seconds: SECONDS, bitsPerSecond: BITS_PER_SECOND, palette: PALETTES.northwind, days: LEAD_TIME_DAYS, months: MONTHS };
    // Chromium writes a seekable file (Duration and Cues) once the recording stops.
    return new Uint8Array(Buffer.from(await page.evaluate(recordInPage, scene), "base64"));
  } finally {
    await browser.close();
  }
}
