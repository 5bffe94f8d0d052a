/** Linear-light sRGB channels (0 … 1) of a colour. */
type LinearRgb = [number, number, number];

function srgbToLinear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

function parseHex(value: string): LinearRgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (!match?.[1]) return undefined;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const channels = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  return channels.map(srgbToLinear) as LinearRgb;
}

function parseRgb(value: string): LinearRgb | undefined {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(value);
  if (!match) return undefined;
  return [match[1], match[2], match[3]].map((channel) => srgbToLinear(Number(channel) / 255)) as LinearRgb;
}

// OKLCH → OKLab → linear sRGB, with the matrices of Björn Ottosson's OKLab definition.
function parseOklch(value: string): LinearRgb | undefined {
  const match = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+|none)/i.exec(value);
  if (!match) return undefined;
  const lightness = Number(match[1]) / (match[2] === '%' ? 100 : 1);
  const chroma = Number(match[3]);
  const hue = match[4] === 'none' ? 0 : (Number(match[4]) * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb: LinearRgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  // Out-of-gamut colours are shown clipped, so measure them clipped too.
  return rgb.map((channel) => Math.min(1, Math.max(0, channel))) as LinearRgb;
}

/** WCAG relative luminance of a hex, rgb() or oklch() colour; undefined when it cannot be read. */
export function relativeLuminance(color: string): number | undefined {
  const value = color.trim();
  const rgb = parseHex(value) ?? parseRgb(value) ?? parseOklch(value);
  if (!rgb) return undefined;
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

/** WCAG contrast ratio (1 … 21) between two colours; undefined when either cannot be read. */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === undefined || b === undefined) return undefined;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
